import { describe, expect, it } from 'vitest';
import { currentDeviceType, deviceTypeFromUserAgent } from './device';

const agents = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefoxAndroidPhone: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  oldIPad:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0',
  kindle:
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.2.1 like Chrome/126.0.0.0 Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
};

describe('deviceTypeFromUserAgent', () => {
  it.each([
    ['windowsChrome', 'desktop'],
    ['macSafari', 'desktop'],
    ['linuxFirefox', 'desktop'],
    ['iPhone', 'mobile'],
    ['androidPhone', 'mobile'],
    ['firefoxAndroidPhone', 'mobile'],
    ['windowsPhone', 'mobile'],
    ['oldIPad', 'tablet'],
    ['androidTablet', 'tablet'],
    ['firefoxAndroidTablet', 'tablet'],
    ['kindle', 'tablet'],
  ] as const)('%s is %s', (agent, expected) => {
    expect(deviceTypeFromUserAgent(agents[agent])).toBe(expected);
  });

  it('treats an empty or missing user agent as desktop', () => {
    expect(deviceTypeFromUserAgent('')).toBe('desktop');
    expect(deviceTypeFromUserAgent('   ')).toBe('desktop');
    expect(deviceTypeFromUserAgent(undefined)).toBe('desktop');
    expect(deviceTypeFromUserAgent(null)).toBe('desktop');
  });
});

describe('currentDeviceType', () => {
  it('reads the navigator, and counts a touch-screen "Macintosh" (iPadOS) as a tablet', () => {
    expect(currentDeviceType({ userAgent: agents.iPhone })).toBe('mobile');
    expect(currentDeviceType({ userAgent: agents.macSafari, maxTouchPoints: 0 })).toBe('desktop');
    expect(currentDeviceType({ userAgent: agents.macSafari, maxTouchPoints: 5 })).toBe('tablet');
  });

  it('is desktop without a navigator', () => {
    expect(currentDeviceType(undefined)).toBe('desktop');
  });
});
