/**
 * The `deviceType` of the login payload (docs/product.md §7.7): desktop, mobile or tablet, derived from the
 * browser's user agent.
 */
import type { DeviceType } from '@marketdrop/validation';

const TABLET = /\b(ipad|tablet|playbook|silk|kindle|sm-t\d+)\b|android(?!.*\bmobile\b)/i;
const MOBILE =
  /\b(mobi|mobile|iphone|ipod|windows phone|iemobile|blackberry|bb10|opera mini|opera mobi|webos|fennec)\b|android.*\bmobile\b/i;

/** The device type a user-agent string describes; `desktop` when it says nothing else (or is empty). */
export function deviceTypeFromUserAgent(userAgent: string | null | undefined): DeviceType {
  const ua = (userAgent ?? '').trim();
  if (ua === '') return 'desktop';
  // Tablets first: an Android tablet has no "Mobile", an iPad may say "Mobile" after its model.
  if (TABLET.test(ua)) return 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  return 'desktop';
}

type NavigatorLike = { userAgent?: string; maxTouchPoints?: number };

/**
 * The device type of the running browser; `desktop` outside a browser. iPadOS presents itself as a
 * Mac, so a "Macintosh" with a touch screen counts as a tablet.
 */
export function currentDeviceType(
  nav: NavigatorLike | undefined = (globalThis as { navigator?: NavigatorLike }).navigator,
): DeviceType {
  const ua = nav?.userAgent ?? '';
  const type = deviceTypeFromUserAgent(ua);
  if (type === 'desktop' && /\bmacintosh\b/i.test(ua) && (nav?.maxTouchPoints ?? 0) > 1) {
    return 'tablet';
  }
  return type;
}
