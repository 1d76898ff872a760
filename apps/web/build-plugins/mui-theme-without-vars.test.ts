import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createMarketDropTheme } from '@marketdrop/ui';
import { muiThemeWithoutVars } from './mui-theme-without-vars';

type Hooks = {
  resolveId: (source: string, importer?: string) => string | null;
  load: (id: string) => string | null;
};
const hooks = muiThemeWithoutVars() as unknown as Hooks;
const stylesDir = path.dirname(
  createRequire(path.resolve(import.meta.dirname, '../package.json')).resolve(
    '@mui/material/styles',
  ),
);

describe('muiThemeWithoutVars', () => {
  it("points MUI's own imports of ./createTheme.mjs at the theme maker without CSS variables", () => {
    const id = hooks.resolveId('./createTheme.mjs', path.join(stylesDir, 'defaultTheme.mjs'));
    expect(id).not.toBeNull();
    const code = hooks.load(id!)!;
    const noVars = /from "([^"]+)"/.exec(code)![1]!;
    expect(noVars).toMatch(/@mui\/material\/styles\/createThemeNoVars\.mjs$/);
    expect(existsSync(noVars)).toBe(true);
    expect(code).not.toContain('createThemeWithVars');
  });

  it('leaves every other import alone', () => {
    expect(hooks.resolveId('./createTheme.mjs', '/app/src/theme/index.mjs')).toBeNull();
    expect(hooks.resolveId('./createPalette.mjs', path.join(stylesDir, 'index.mjs'))).toBeNull();
    expect(hooks.resolveId('./createTheme.mjs', undefined)).toBeNull();
  });

  it("makes MarketDrop's theme as MUI's createTheme does, and refuses CSS variables", async () => {
    const id = hooks.resolveId('./createTheme.mjs', path.join(stylesDir, 'index.mjs'))!;
    const code = hooks.load(id)!.replace(/from "([^"]+)"/, (_, file: string) => {
      return `from ${JSON.stringify(pathToFileURL(file).href)}`;
    });
    const shim = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`
    )) as { default: typeof createTheme };
    const shown = (theme: object) => JSON.parse(JSON.stringify(theme)) as unknown;
    const marketDrop = createMarketDropTheme();
    // The options MarketDrop's theme is made of give the same theme by either maker.
    expect(
      shown(shim.default({ palette: marketDrop.palette, typography: { fontSize: 15 } })),
    ).toEqual(shown(createTheme({ palette: marketDrop.palette, typography: { fontSize: 15 } })));
    expect(shown(shim.default())).toEqual(shown(createTheme()));
    expect(() => shim.default({ cssVariables: true })).toThrow(/without CSS variables/);
    expect(() => shim.default({ colorSchemes: { light: true } })).toThrow(/colour schemes/);
  });
});
