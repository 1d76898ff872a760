/**
 * Generated vehicle pictures: an SVG per body type, colour and view, so the demo catalogue has
 * pictures of its own (served from files by the API, never hot-linked).
 */
import type { BodyType } from './vehicles';
import { escapeMarkup } from '../shared/markup';

export type View = 'side' | 'front' | 'rear' | 'interior';
export const VIEWS: View[] = ['side', 'front', 'rear', 'interior'];

type Shape = { body: string; glass: string; wheelY: number; wheels: [number, number]; r: number };

/** Side profiles on an 800x450 canvas, ground at y=360. */
const SIDE: Record<BodyType, Shape> = {
  Sedan: {
    body: 'M90 330 L100 285 Q120 262 180 256 L280 250 L340 198 Q360 186 400 184 L520 186 Q555 188 580 206 L630 250 L700 262 Q722 268 724 290 L726 330 Z',
    glass:
      'M300 250 L350 204 Q362 196 400 195 L455 196 L455 250 Z M470 196 L520 197 Q548 200 566 214 L602 250 L470 250 Z',
    wheelY: 330,
    wheels: [200, 610],
    r: 44,
  },
  Coupe: {
    body: 'M90 330 L96 292 Q110 268 190 260 L300 252 L370 206 Q392 194 430 194 L510 198 Q545 204 575 228 L640 262 L705 272 Q725 280 726 300 L726 330 Z',
    glass:
      'M322 252 L378 213 Q392 204 430 204 L470 205 L470 252 Z M485 206 L510 207 Q540 212 562 230 L590 252 L485 252 Z',
    wheelY: 330,
    wheels: [205, 615],
    r: 44,
  },
  Convertible: {
    body: 'M90 330 L96 292 Q110 268 190 262 L330 256 L372 226 L392 226 L380 256 L640 262 L705 272 Q725 280 726 300 L726 330 Z',
    glass: 'M374 228 L390 228 L380 254 L365 254 Z',
    wheelY: 330,
    wheels: [205, 615],
    r: 44,
  },
  Hatchback: {
    body: 'M110 330 L116 286 Q130 262 190 256 L270 250 L330 196 Q350 184 400 182 L560 184 Q600 186 618 214 L650 270 Q680 276 684 300 L686 330 Z',
    glass:
      'M292 250 L340 204 Q352 194 400 193 L455 193 L455 250 Z M470 193 L555 194 Q588 196 600 218 L622 250 L470 250 Z',
    wheelY: 330,
    wheels: [210, 580],
    r: 42,
  },
  Wagon: {
    body: 'M90 330 L98 288 Q112 264 180 258 L270 252 L330 196 Q350 184 400 182 L660 184 Q690 186 700 214 L712 268 Q726 276 726 300 L726 330 Z',
    glass:
      'M292 252 L340 204 Q352 194 400 193 L470 193 L470 252 Z M485 193 L600 193 L600 252 L485 252 Z M612 193 L655 194 Q680 196 688 222 L694 252 L612 252 Z',
    wheelY: 330,
    wheels: [200, 620],
    r: 44,
  },
  SUV: {
    body: 'M88 335 L92 270 Q104 246 170 240 L250 236 L310 168 Q325 154 370 152 L650 152 Q690 154 700 184 L716 250 Q730 262 730 290 L730 335 Z',
    glass:
      'M272 236 L320 176 Q330 164 370 163 L470 163 L470 236 Z M485 163 L600 163 L600 236 L485 236 Z M612 163 L648 164 Q676 166 684 192 L696 236 L612 236 Z',
    wheelY: 335,
    wheels: [200, 620],
    r: 50,
  },
  'Pickup Truck': {
    body: 'M80 335 L84 262 Q96 240 160 234 L240 230 L290 160 Q302 146 345 144 L470 144 Q490 146 494 168 L498 236 L735 236 L738 335 Z',
    glass:
      'M262 230 L302 170 Q310 156 345 155 L400 155 L400 230 Z M412 155 L468 155 Q482 157 484 172 L486 230 L412 230 Z',
    wheelY: 335,
    wheels: [190, 630],
    r: 52,
  },
  Minivan: {
    body: 'M92 335 L96 268 Q106 236 160 228 L220 200 L280 150 Q296 138 340 136 L668 136 Q700 138 708 168 L720 250 Q730 262 730 290 L730 335 Z',
    glass:
      'M240 202 L290 158 Q300 148 340 147 L430 147 L430 226 L236 226 Z M442 147 L560 147 L560 226 L442 226 Z M572 147 L660 147 Q686 150 692 176 L700 226 L572 226 Z',
    wheelY: 335,
    wheels: [200, 620],
    r: 46,
  },
};

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const out = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}

function wheel(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1b1d"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.6)}" fill="#9aa0a6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.18)}" fill="#44484d"/>`
  );
}

function backdrop(id: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#e9eef5"/><stop offset="1" stop-color="#c9d3df"/></linearGradient></defs>` +
    `<rect width="800" height="450" fill="url(#${id})"/>` +
    `<rect y="372" width="800" height="78" fill="#8e99a6"/>`
  );
}

function sideView(body: BodyType, colour: string): string {
  const s = SIDE[body];
  const [w1, w2] = s.wheels;
  return (
    `<ellipse cx="408" cy="${s.wheelY + s.r - 4}" rx="330" ry="16" fill="#000" opacity=".18"/>` +
    `<path d="${s.body}" fill="${colour}" stroke="${shade(colour, -0.45)}" stroke-width="3"/>` +
    `<path d="${s.glass}" fill="#33475b" opacity=".85"/>` +
    `<rect x="96" y="${s.wheelY - 38}" width="26" height="10" rx="4" fill="#f5d76e"/>` +
    `<rect x="${body === 'Hatchback' ? 662 : 700}" y="${s.wheelY - 40}" width="22" height="10" rx="4" fill="#c0392b"/>` +
    wheel(w1, s.wheelY, s.r) +
    wheel(w2, s.wheelY, s.r)
  );
}

function frontView(body: BodyType, colour: string, rear: boolean): string {
  const tall = body === 'SUV' || body === 'Pickup Truck' || body === 'Minivan';
  const top = tall ? 120 : 165;
  const lamp = rear ? '#c0392b' : '#f5d76e';
  return (
    `<ellipse cx="400" cy="372" rx="250" ry="16" fill="#000" opacity=".18"/>` +
    `<rect x="200" y="300" width="70" height="70" rx="14" fill="#1b1b1d"/>` +
    `<rect x="530" y="300" width="70" height="70" rx="14" fill="#1b1b1d"/>` +
    `<path d="M170 340 L176 ${top + 110} Q186 ${top + 70} 250 ${top + 60} L290 ${top} L510 ${top} L550 ${top + 60} Q614 ${top + 70} 624 ${top + 110} L630 340 Z" fill="${colour}" stroke="${shade(colour, -0.45)}" stroke-width="3"/>` +
    `<path d="M300 ${top + 12} L500 ${top + 12} L532 ${top + 58} L268 ${top + 58} Z" fill="#33475b" opacity=".85"/>` +
    `<rect x="196" y="${top + 96}" width="86" height="24" rx="10" fill="${lamp}"/>` +
    `<rect x="518" y="${top + 96}" width="86" height="24" rx="10" fill="${lamp}"/>` +
    (rear
      ? `<rect x="340" y="${top + 130}" width="120" height="34" rx="4" fill="#f2f2f2" stroke="#333"/>`
      : `<rect x="320" y="${top + 96}" width="160" height="46" rx="10" fill="${shade(colour, -0.6)}"/>`)
  );
}

function interiorView(colour: string): string {
  return (
    `<rect width="800" height="450" fill="#2b2f36"/>` +
    `<path d="M0 260 Q400 180 800 260 L800 450 L0 450 Z" fill="#1c1f24"/>` +
    `<rect x="120" y="40" width="560" height="150" rx="30" fill="#7f9bb8" opacity=".5"/>` +
    `<circle cx="260" cy="330" r="90" fill="none" stroke="#111" stroke-width="22"/>` +
    `<circle cx="260" cy="330" r="22" fill="${colour}"/>` +
    `<rect x="430" y="250" width="190" height="110" rx="10" fill="#0e1116" stroke="#555"/>` +
    `<rect x="445" y="265" width="160" height="80" rx="6" fill="#2d6cdf" opacity=".6"/>`
  );
}

/** An SVG picture of a vehicle. */
export function vehicleSvg(options: {
  body: BodyType;
  colour: string;
  view: View;
  caption: string;
}): string {
  const { body, colour, view, caption } = options;
  const content =
    view === 'side'
      ? backdrop('bg') + sideView(body, colour)
      : view === 'front'
        ? backdrop('bg') + frontView(body, colour, false)
        : view === 'rear'
          ? backdrop('bg') + frontView(body, colour, true)
          : interiorView(colour);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" role="img" aria-label="${escapeMarkup(caption)}">` +
    `<title>${escapeMarkup(caption)}</title>${content}` +
    `<text x="24" y="430" font-family="system-ui, sans-serif" font-size="20" fill="#ffffff" opacity=".85">${escapeMarkup(caption)}</text>` +
    `</svg>`
  );
}
