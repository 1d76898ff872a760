import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceResolve } from '../vitest.shared.ts';

/** React, MUI and Emotion are installed in packages/ui (as its peers), not at the repository root. */
const uiPackageRoot = fileURLToPath(new URL('../packages/ui', import.meta.url));

/** One Storybook over the components of `@marketdrop/ui`. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The written pages (Introduction, Foundations, Theming, Content, Accessibility, For partners:
  // packages/ui/src/docs/*.mdx) first in the sidebar, then the components' stories.
  stories: ['../packages/ui/src/docs/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Bare imports and pre-bundled dependencies (react, @mui/*, @emotion/*) resolve from here.
      root: uiPackageRoot,
      // Workspace packages (`@marketdrop/validation`, `@marketdrop/api-client`) load their
      // TypeScript source through the `@marketdrop/source` export condition (vitest.shared.ts).
      resolve: sourceResolve.resolve,
    }),
};

export default config;
