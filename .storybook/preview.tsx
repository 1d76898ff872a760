import type { Preview } from '@storybook/react-vite';
import { withMarketDropTheme } from '../packages/ui/src/storybook/decorators';

const preview: Preview = {
  // MUI theme (marketDropTheme) + CssBaseline + the i18n instance around every story.
  decorators: [withMarketDropTheme],
  // Language of the components (English = the binding texts of docs/product.md; French loads on demand).
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (en-CA)' },
          { value: 'fr', title: 'Français (fr-CA)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    // The written pages first, in reading order, then the components by area.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing and radii', 'Elevation', 'Breakpoints and motion'],
          'Theming',
          'Content',
          'Accessibility',
          'For partners',
          '*',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test (and show as errors in the a11y panel).
    a11y: { test: 'error' },
  },
};

export default preview;
