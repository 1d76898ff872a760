import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAliases } from './react-router-production';

describe('reactRouterProductionAliases', () => {
  const aliases = reactRouterProductionAliases(path.resolve(import.meta.dirname, '..'));

  it('points react-router and react-router/dom at the production build', () => {
    expect(aliases.map(({ find }) => String(find))).toEqual([
      String(/^react-router$/),
      String(/^react-router\/dom$/),
    ]);
    for (const { replacement } of aliases) {
      expect(replacement).toMatch(/[/\\]react-router[/\\]dist[/\\]production[/\\]/);
    }
  });

  it('whose code has the development warnings turned off', () => {
    const [core] = aliases;
    const index = readFileSync(core!.replacement, 'utf8');
    const chunk = /from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g;
    const chunks = [...index.matchAll(chunk)].map((match) =>
      readFileSync(path.join(path.dirname(core!.replacement), match[1]!), 'utf8'),
    );
    expect(chunks.some((code) => code.includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
    expect(chunks.some((code) => code.includes('ENABLE_DEV_WARNINGS = true'))).toBe(false);
  });
});
