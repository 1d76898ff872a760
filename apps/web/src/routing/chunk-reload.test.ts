import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  RELOAD_WINDOW_MS,
  isChunkLoadError,
  loadOrReload,
  reloadOnce,
  type ReloadDeps,
} from './chunk-reload';

/** A tab's storage in memory, and a reload that is counted. */
function tab() {
  const store = new Map<string, string>();
  let time = Date.parse('2026-11-28T04:00:00Z');
  return {
    store,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    reload: vi.fn<() => void>(),
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  } satisfies ReloadDeps & { store: Map<string, string>; advance: (ms: number) => void };
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/LoginPage-abc123.js');

/** Whether a promise is still pending after the microtasks have run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const result = await Promise.race([
    promise.catch(() => 'rejected'),
    new Promise((resolve) => setTimeout(() => resolve(marker), 10)),
  ]);
  return result === marker;
}

describe('a page whose code fails to load', () => {
  it('recognises the browsers’ and Vite’s messages for a module that could not be loaded', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the page once, then leaves the error to the error page', async () => {
    const deps = tab();
    const first = loadOrReload(() => Promise.reject(chunkError()), deps);
    expect(await pending(first)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.store.has(CHUNK_RELOAD_KEY)).toBe(true);

    // After the reload (same tab): the code still fails, so the error shows, without reloading.
    await expect(loadOrReload(() => Promise.reject(chunkError()), deps)).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('does not forget the reload when another page code loads meanwhile (no loop)', async () => {
    const deps = tab();
    // The page and its layout load side by side: the page's code fails, the layout's loads.
    const page = loadOrReload(() => Promise.reject(chunkError()), deps);
    await expect(loadOrReload(() => Promise.resolve('layout'), deps)).resolves.toBe('layout');
    expect(await pending(page)).toBe(true);
    // After the reload, the same again: the error page, no second reload.
    await expect(loadOrReload(() => Promise.reject(chunkError()), deps)).rejects.toThrow();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once again for a failure a minute later (a later deploy)', async () => {
    const deps = tab();
    expect(reloadOnce(deps)).toBe(true);
    deps.advance(RELOAD_WINDOW_MS - 1);
    expect(reloadOnce(deps)).toBe(false);
    deps.advance(1);
    expect(await pending(loadOrReload(() => Promise.reject(chunkError()), deps))).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for another error (the error page shows at once)', async () => {
    const deps = tab();
    await expect(loadOrReload(() => Promise.reject(new Error('boom')), deps)).rejects.toThrow(
      'boom',
    );
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('never reloads without a storage to remember it in (it could loop)', () => {
    const deps = { storage: null, reload: vi.fn<() => void>(), now: () => 0 };
    expect(reloadOnce(deps)).toBe(false);
    const refusing = tab();
    refusing.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(reloadOnce(refusing)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(refusing.reload).not.toHaveBeenCalled();
  });
});
