import { describe, expect, it } from 'vitest';
import { detailPath, paths } from './paths';

describe('paths', () => {
  it('names each route once, every one absolute and distinct', () => {
    const all = Object.values(paths);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path.startsWith('/')).toBe(true);
  });

  it('builds the page of an auction with its id encoded', () => {
    expect(detailPath('auc-1')).toBe('/detail/auc-1');
    expect(detailPath('a/b c')).toBe('/detail/a%2Fb%20c');
  });
});
