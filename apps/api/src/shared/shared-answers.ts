import { LRUCache } from 'lru-cache';

/**
 * Answers made once and reused for `ttlMs` by key: requests that come while one is being made
 * wait for it (one render of a page, one read of a sitemap, however many ask at once). An answer
 * that fails, or that `keep` refuses, is not kept: the next request makes it again.
 */
export class SharedAnswers<T> {
  private readonly answers: LRUCache<string, Promise<T>>;
  private readonly keep: (answer: T) => boolean;

  constructor(options: { ttlMs: number; maxEntries: number; keep?: (answer: T) => boolean }) {
    this.answers = new LRUCache({ max: options.maxEntries, ttl: Math.max(1, options.ttlMs) });
    this.keep = options.keep ?? (() => true);
  }

  /** The answer of `key`, made by `make` unless a fresh one (or one being made) exists. */
  get(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept;
    const making = make();
    this.answers.set(key, making);
    const forget = () => {
      if (this.answers.get(key) === making) this.answers.delete(key);
    };
    making.then((answer) => {
      if (!this.keep(answer)) forget();
    }, forget);
    return making;
  }
}
