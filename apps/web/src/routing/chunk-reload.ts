/**
 * A page's code that no longer loads (a network failure, or a chunk of the version before a
 * deploy, which the server no longer has) reloads the page once by itself: the reload gets the
 * new version's pages. The reload's time is remembered for the tab (sessionStorage): code that
 * still fails within `RELOAD_WINDOW_MS` of it shows the error page instead of reloading forever
 * (never cleared by another chunk that loads meanwhile: that raced the reload into a loop).
 */

/** Where the reload is remembered (the tab's sessionStorage). */
export const CHUNK_RELOAD_KEY = 'md:chunk-reload';

/** How long after a reload another failure shows the error page instead of reloading again. */
export const RELOAD_WINDOW_MS = 60_000;

/** What the reload-once logic needs from the browser (injected by tests). */
export type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  /** The clock, in milliseconds. */
  now: () => number;
};

// Chromium, Firefox, Safari and Vite's preload helper, in that order.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** Whether `error` says a page's code (a dynamically imported module) could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CHUNK_ERROR.test(message);
}

/** The browser's tab storage and reload, or no storage outside a browser (or when it is blocked). */
function browserDeps(): ReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, reload: () => window.location.reload(), now: () => Date.now() };
}

/**
 * Reloads the page, unless it was already reloaded for this reason in this tab; true when it
 * reloads (the caller shows nothing more), false when the error page must show instead.
 */
export function reloadOnce(deps: ReloadDeps = browserDeps()): boolean {
  const { storage } = deps;
  if (storage === null) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
    if (Number.isFinite(last) && Math.abs(deps.now() - last) < RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(deps.now()));
  } catch {
    // Storage refused (full, or blocked): without memory a reload could loop, so none.
    return false;
  }
  deps.reload();
  return true;
}

/**
 * Loads a page's code; when it fails to load, reloads the page once (the returned promise then
 * never settles: the page is going away) or rejects with the error (the route shows its error page).
 */
export async function loadOrReload<M>(
  load: () => Promise<M>,
  deps: ReloadDeps = browserDeps(),
): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce(deps)) return new Promise<M>(() => {});
    throw error;
  }
}
