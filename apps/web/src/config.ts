/**
 * Where the API is. The web app is served by the API server itself (`pnpm start`) or by Vite with a
 * `/user` proxy (`pnpm dev`), so by default the calls go to the page's own origin. A build made for
 * another host sets `VITE_API_URL` (e.g. `https://api.marketdrop.ca`).
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');
