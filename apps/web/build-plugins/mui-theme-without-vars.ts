import path from 'node:path';
import type { Plugin } from 'vite';

const CREATE_THEME = '\0mui-create-theme-without-vars';

/**
 * MUI's `createTheme` (`@mui/material/styles/createTheme.mjs`) imports the theme maker with CSS
 * variables (`createThemeWithVars`, 3.9 kB gzip with its helpers) for the themes that ask for them
 * (`cssVariables`, `colorSchemes`), and every page loaded it: the module of MUI's default theme
 * calls `createTheme()` as it loads. MarketDrop's themes use neither option (its theme provider
 * does not support `cssVariables`), and for those MUI's `createTheme` only returns
 * `createThemeNoVars(options, ...args)`. In a production build of the browser's code this plugin
 * points MUI's own imports of `./createTheme.mjs` at that path alone; a theme that asks for CSS
 * variables or colour schemes fails with a clear message instead of loading without them.
 */
export function muiThemeWithoutVars(): Plugin {
  let noVars: string | undefined;
  return {
    name: 'marketdrop:mui-theme-without-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './createTheme.mjs' || importer === undefined) return null;
      const file = importer.replaceAll('\\', '/');
      if (!/\/@mui\/material\/styles\/[\w.]+\.mjs$/.test(file)) return null;
      noVars = path.join(path.dirname(importer), 'createThemeNoVars.mjs');
      return CREATE_THEME;
    },
    load(id) {
      if (id !== CREATE_THEME || noVars === undefined) return null;
      return [
        `import createThemeNoVars from ${JSON.stringify(noVars.replaceAll('\\', '/'))};`,
        'export default function createTheme(options = {}, ...args) {',
        "  if (options.cssVariables || 'colorSchemes' in options) {",
        '    throw new Error(',
        "      'createTheme: this build makes themes without CSS variables or colour schemes (apps/web/build-plugins/mui-theme-without-vars.ts)',",
        '    );',
        '  }',
        '  return createThemeNoVars(options, ...args);',
        '}',
      ].join('\n');
    },
  };
}
