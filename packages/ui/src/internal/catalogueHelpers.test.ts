import { describe, expect, it } from 'vitest';
import { auctionTypeKey, isSingular, vehicleLocationText, vehicleTitle } from './catalogue';
import { resolveImageUrl } from './imageUrl';
import { secondsLeftAt } from './serverClock';
import { formatClock, formatCountdown, hasCountdownSource, parseDuration } from './timeLeft';

const units = { day: 'd', hour: 'h', minute: 'm' };

describe('time left', () => {
  it('reads HH:MM:SS with hours past 24, and MM:SS', () => {
    expect(parseDuration('02:15:30')).toBe(2 * 3600 + 15 * 60 + 30);
    expect(parseDuration('76:00:05')).toBe(76 * 3600 + 5);
    expect(parseDuration('04:09')).toBe(249);
    expect(parseDuration('soon')).toBeNull();
    expect(parseDuration('')).toBeNull();
  });

  it('formats the card chip: HH:MM:SS, with days from one day on', () => {
    expect(formatClock(0, units)).toBe('00:00:00');
    expect(formatClock(-5, units)).toBe('00:00:00');
    expect(formatClock(3 * 3600 + 4 * 60 + 5, units)).toBe('03:04:05');
    expect(formatClock(86400 + 6 * 3600 + 5, units)).toBe('1d 06:00:05');
  });

  it('formats the detail countdown: mm:ss under an hour (urgent), else two units', () => {
    expect(formatCountdown(190, units)).toEqual({ text: '03:10', urgent: true });
    expect(formatCountdown(0, units)).toEqual({ text: '00:00', urgent: true });
    expect(formatCountdown(3599, units)).toEqual({ text: '59:59', urgent: true });
    expect(formatCountdown(3600, units)).toEqual({ text: '1h 00m', urgent: false });
    expect(formatCountdown(2 * 86400 + 5 * 3600 + 59, units)).toEqual({
      text: '2d 5h',
      urgent: false,
    });
  });

  it('knows when a schedule tells the end', () => {
    expect(hasCountdownSource({ endTime: '2030-01-01T00:00:00Z' })).toBe(true);
    expect(hasCountdownSource({ endTime: 'not a date', timeLeft: '00:10:00' })).toBe(true);
    expect(hasCountdownSource({ endTime: '', timeLeft: null })).toBe(false);
  });
});

describe('catalogue helpers', () => {
  it('prefixes image paths with exactly one slash and keeps full addresses', () => {
    expect(resolveImageUrl('https://api.test/', '/uploads/a.jpg')).toBe(
      'https://api.test/uploads/a.jpg',
    );
    expect(resolveImageUrl('https://api.test', 'uploads/a.jpg')).toBe(
      'https://api.test/uploads/a.jpg',
    );
    expect(resolveImageUrl('', '/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(resolveImageUrl('https://api.test', 'https://cdn.test/a.jpg')).toBe(
      'https://cdn.test/a.jpg',
    );
    expect(resolveImageUrl('https://api.test', 'data:image/png;base64,AA')).toBe(
      'data:image/png;base64,AA',
    );
  });

  it('titles a vehicle by year, make and model, else its name', () => {
    expect(
      vehicleTitle({ _id: 'a', vehicle: { year: 2020, make: { name: 'Kia' }, model: 'Soul' } }),
    ).toBe('2020 Kia Soul');
    expect(vehicleTitle({ _id: 'a', vehicleName: 'Old Truck', vehicle: { year: 1990 } })).toBe(
      'Old Truck',
    );
    expect(vehicleTitle({ _id: 'a' })).toBeNull();
  });

  it('shows the location as address, city', () => {
    expect(vehicleLocationText({ address: '1 Main St', city: 'Ottawa' })).toBe('1 Main St, Ottawa');
    expect(vehicleLocationText({ address: ' ', city: 'Ottawa' })).toBe('Ottawa');
    expect(vehicleLocationText(null)).toBeNull();
  });

  it('maps sale types to badges, Normal for anything else', () => {
    expect(auctionTypeKey('claimpoint')).toBe('claimpoint');
    expect(auctionTypeKey('trending')).toBe('normal');
    expect(auctionTypeKey(undefined)).toBe('normal');
  });

  it('follows each language plural rule', () => {
    expect(isSingular(1, 'en')).toBe(true);
    expect(isSingular(0, 'en')).toBe(false);
    expect(isSingular(0, 'fr')).toBe(true);
    expect(isSingular(2, 'fr')).toBe(false);
  });

  it('counts the time left on the server clock, not the device clock', () => {
    const end = Date.parse('2026-11-26T12:00:00.000Z');
    // The device runs 90 s behind the server: 10 min left on the device's clock is 8.5 min.
    const device = end - 10 * 60_000;
    expect(secondsLeftAt(end, device, 90_000)).toBe(510);
    expect(secondsLeftAt(end, device, 0)).toBe(600);
    expect(secondsLeftAt(end, end + 5_000, 0)).toBe(0);
  });
});
