import { describe, expect, it } from 'vitest';
import { SharedAnswers } from '../../src/shared/shared-answers';

describe('SharedAnswers', () => {
  it('makes an answer once for every request that comes while it is made or fresh', async () => {
    const answers = new SharedAnswers<string>({ ttlMs: 60_000, maxEntries: 10 });
    let made = 0;
    const make = async () => {
      made += 1;
      return `answer ${made}`;
    };
    const [a, b] = await Promise.all([answers.get('k', make), answers.get('k', make)]);
    expect([a, b, await answers.get('k', make)]).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(made).toBe(1);
    expect(await answers.get('other', make)).toBe('answer 2');
  });

  it('does not keep a failure, nor an answer `keep` refuses', async () => {
    const answers = new SharedAnswers<string | null>({
      ttlMs: 60_000,
      maxEntries: 10,
      keep: (answer) => answer !== null,
    });
    await expect(answers.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await answers.get('k', async () => 'up')).toBe('up');
    expect(await answers.get('n', async () => null)).toBeNull();
    expect(await answers.get('n', async () => 'now')).toBe('now');
  });
});
