import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { QueryClient } from '@tanstack/react-query';
import { createMarketDropTheme } from '../../theme';
import { createInMemoryApi } from '../../storybook/inMemoryApi';
import { VehicleListing } from '../VehicleListing';
import { MarketDropProvider } from './MarketDropProvider';
import { purpose } from '../../storybook/purpose';

/**
 * The one wrapper a partner page needs around the widgets: theme, texts, API client and cache.
 * Here with an IN-MEMORY STAND-IN of the API (`client`), since no server runs under the story
 * tests; a partner passes `apiBaseUrl` instead.
 */
const meta = {
  title: 'Widgets/MarketDropProvider',
  component: MarketDropProvider,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Everything the widgets need in one wrapper for a partner site: theme, English/French texts, the API client and its query cache.',
          use: "Once around all the MarketDrop widgets of a partner's page.",
          avoid:
            'In the MarketDrop web app (it has its own providers; use `MarketDropThemeProvider` for the theme alone).',
          pages: ['theming', 'partners'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { language: 'en' },
  render: function Render(args) {
    const [api] = useState(() => createInMemoryApi({ signedIn: false }));
    const [queryClient] = useState(() => new QueryClient());
    return (
      <MarketDropProvider {...args} client={api.client} queryClient={queryClient}>
        <VehicleListing pageSize={4} showFilters={false} showSearch={false} showSort={false} />
      </MarketDropProvider>
    );
  },
} satisfies Meta<typeof MarketDropProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const patient = { timeout: 8000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getAllByRole('article')).toHaveLength(4),
      patient,
    );
    // Images are prefixed with the client's address (story data uses data: URLs, kept as they are).
    const image = canvasElement.querySelector('article img');
    await expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};

/** `language="fr"`: the widgets speak French (the toolbar's locale agrees, as it wraps every story). */
export const French: Story = {
  args: { language: 'fr' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Afficher plus' }, patient),
    ).toBeVisible();
  },
};

/** A partner's own colours through `theme`. */
export const CustomTheme: Story = {
  args: { theme: createMarketDropTheme({ palette: { primary: { main: '#0B3D2E' } } }) },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Load More' }, patient);
    await expect(getComputedStyle(button).color).toBe('rgb(11, 61, 46)');
  },
};
