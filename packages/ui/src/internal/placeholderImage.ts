/**
 * A neutral sketch of a car as an inline SVG address (no request leaves the page): the detail
 * page's sample pictures when a vehicle has none, and the stories' pictures.
 */
export function vehicleSketch(options: { body?: string; background?: string } = {}): string {
  const { body = '#94A3B8', background = '#E2E8F0' } = options;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">` +
    `<rect width="800" height="600" fill="${background}"/>` +
    `<rect y="430" width="800" height="170" fill="#000" fill-opacity=".06"/>` +
    `<path fill="${body}" d="M130 400c0-40 20-62 60-70l90-18 70-62c16-14 36-22 58-22h140c24 0 46 10 62 28l56 60 70 14c34 8 44 30 44 62v40c0 10-8 18-18 18h-34a70 70 0 0 0-140 0H300a70 70 0 0 0-140 0h-12c-10 0-18-8-18-18z"/>` +
    `<path fill="#fff" fill-opacity=".55" d="M300 316l60-52c10-8 22-12 34-12h58v64zm176 0v-64h64c14 0 28 6 38 18l40 46z"/>` +
    `<circle cx="230" cy="450" r="52" fill="#334155"/><circle cx="230" cy="450" r="22" fill="#CBD5E1"/>` +
    `<circle cx="570" cy="450" r="52" fill="#334155"/><circle cx="570" cy="450" r="22" fill="#CBD5E1"/>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The sample pictures the detail page falls back to (docs/product.md §3.7 Auction detail). */
export const SAMPLE_VEHICLE_IMAGES: readonly string[] = [
  vehicleSketch(),
  vehicleSketch({ body: '#A1A1AA', background: '#F1F5F9' }),
  vehicleSketch({ body: '#9CA3AF', background: '#E5E7EB' }),
];
