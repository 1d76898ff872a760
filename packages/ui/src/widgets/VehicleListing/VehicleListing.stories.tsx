import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_VEHICLE_FILTERS, type VehicleFilters } from '@marketdrop/api-client';
import type { SortSelectValue } from '../../SortSelect';
// The widget loads its filter panel lazily; loading it with the stories keeps that compile out of
// the first story's time on a busy test machine.
import '../../FilterSidebar';
import { storyCatalogue } from '../../storybook/inMemoryApi';
import { inMemoryApiLoader, storyApi, withInMemoryApi } from '../../storybook/inMemoryProvider';
import { AuctionDetailWidget } from '../AuctionDetailWidget';
import { VehicleListing, type VehicleListingProps } from './VehicleListing';
import { purpose } from '../../storybook/purpose';

/**
 * The partner listing widget. These stories run it against an IN-MEMORY STAND-IN of the API (a
 * real `ApiClient` answered from story data: `storybook/inMemoryApi.ts`), since no server runs
 * under the story tests. The widget against the real API is covered end to end by
 * `apps/web/e2e/partner-site.spec.ts`.
 */
const meta = {
  title: 'Widgets/VehicleListing',
  component: VehicleListing,
  tags: ['autodocs'],
  args: { onOpenAuction: fn(), onError: fn(), linkBase: '/inventory/' },
  loaders: [inMemoryApiLoader],
  decorators: [withInMemoryApi],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'A live MarketDrop listing for a partner site: search, filters, sort, the grid and Load More, fetching its own data; filters, sort and search can be controlled by the page.',
          use: "On a partner's inventory page, inside `MarketDropProvider`.",
          avoid:
            "In the MarketDrop web app (use `VehicleGrid`, `FilterSidebar` and `SortSelect` with the page's data).",
          pages: ['theming', 'partners', 'breakpoints'],
        }),
      },
    },
    layout: 'fullscreen',
    inMemoryApi: {},
  },
} satisfies Meta<typeof VehicleListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Story tests share a busy machine: wait generously. */
const patient = { timeout: 8000 };

/** The vehicle cards of the listing (not the detail widget of `HeartsInSync`). */
const cards = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('.MdVehicleListing-root article'),
];
const cardTitles = (canvasElement: HTMLElement) =>
  cards(canvasElement).map((card) => within(card).getByRole('heading').textContent ?? '');
/** The price shown on each card, in dollars. */
const cardPrices = (canvasElement: HTMLElement) =>
  cards(canvasElement).map((card) => {
    const price = within(card).getByText(/^Price:/, { exact: false }).parentElement;
    return Number((price?.textContent ?? '').replace(/[^\d]/g, ''));
  });

/** The first 20 vehicles (of 45), then 20 more with Load More. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20), patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(40), patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(45), patient);
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
    // Default order: Price Low to High.
    await expect(storyApi(loaded).auctionQueries[0]).toMatchObject({
      sortBy: 'lowToHigh',
      pageSize: 20,
      pageNumber: 1,
    });
  },
};

/** Ticking a brand narrows the list to it. */
export const FilterByBrand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20), patient);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Honda' }));
    await waitFor(() => {
      const titles = cardTitles(canvasElement);
      expect(titles.length).toBe(9);
      for (const title of titles) expect(title).toContain('Honda');
    }, patient);
  },
};

/** Price High to Low orders the cards by price, highest first. */
export const SortHighToLow: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20), patient);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'Price High to Low',
    );
    await waitFor(
      () => expect(storyApi(loaded).auctionQueries.at(-1)).toMatchObject({ sortBy: 'highToLow' }),
      patient,
    );
    await waitFor(() => {
      const prices = cardPrices(canvasElement);
      expect(prices.length).toBe(20);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }, patient);
  },
};

/** The search re-queries 500 ms after typing stops (one request, not one per key). */
export const Search: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20), patient);
    const before = storyApi(loaded).auctionQueries.length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search vehicles' }), 'Civic');
    await waitFor(() => {
      const titles = cardTitles(canvasElement);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).toContain('Civic');
    }, patient);
    const searches = storyApi(loaded).auctionQueries.slice(before);
    await expect(searches.map((query) => query.search)).toEqual(['Civic']);
  },
};

/** A card's link goes to the partner's page; a plain click calls onOpenAuction instead. */
export const OpenAuction: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20), patient);
    const first = within(cards(canvasElement)[0] as HTMLElement).getByRole('link');
    await expect(first.getAttribute('href')).toMatch(/^\/inventory\/mem-\d{3}$/);
    await userEvent.click(first);
    await expect(args.onOpenAuction).toHaveBeenCalledWith(
      first.getAttribute('href')?.replace('/inventory/', ''),
    );
  },
};

/** Signed in: the heart saves at once (aria-pressed) and stays saved after the answer. */
export const Saving: Story = {
  parameters: { inMemoryApi: { latencyMs: 600 } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20), patient);
    const heart = within(cards(canvasElement)[0] as HTMLElement).getByRole('button', {
      name: /^Save /,
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toBeDisabled();
    await waitFor(() => expect(heart).toBeEnabled(), patient);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The server refuses: the heart goes back and the widget says so. */
export const SavingFails: Story = {
  parameters: { inMemoryApi: { failToggles: true } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20), patient);
    const heart = within(cards(canvasElement)[0] as HTMLElement).getByRole('button', {
      name: /^Save /,
    });
    await userEvent.click(heart);
    const message = await within(document.body).findByText(
      'Failed to update favorite status',
      {},
      patient,
    );
    await waitFor(() => expect(message).toBeVisible(), patient);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onError).toHaveBeenCalledWith('favourite', expect.anything());
  },
};

/** One auction in a listing and in a detail widget: one heart click updates both. */
export const HeartsInSync: Story = {
  parameters: { inMemoryApi: { auctions: storyCatalogue(4), latencyMs: 600 } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AuctionDetailWidget auctionId="mem-001" />
      <VehicleListing {...args} showFilters={false} showSearch={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4), patient);
    const detailHeart = await canvas.findByRole('button', { name: 'Save this vehicle' });
    const card = canvasElement.querySelector('article[data-auction-id="mem-001"]') as HTMLElement;
    const cardHeart = within(card).getByRole('button', { name: /^Save / });
    await userEvent.click(detailHeart);
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(cardHeart).toBeDisabled();
    await waitFor(() => expect(cardHeart).toBeEnabled(), patient);
    await userEvent.click(cardHeart);
    await waitFor(() => expect(detailHeart).toHaveAttribute('aria-pressed', 'false'), patient);
  },
};

/** Without a MarketDrop session (the usual partner page) there are no hearts. */
export const Anonymous: Story = {
  parameters: { inMemoryApi: { signedIn: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20), patient);
    await expect(within(canvasElement).queryByRole('button', { name: /^Save / })).toBeNull();
  },
};

/** A fixed selection: only trending vehicles, 4 a page, no controls. */
export const TrendingOnly: Story = {
  args: { trending: true, pageSize: 4, showFilters: false, showSearch: false, showSort: false },
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4), patient);
    await expect(storyApi(loaded).auctionQueries[0]).toMatchObject({ trending: true, pageSize: 4 });
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { inMemoryApi: { auctions: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No vehicles available')).toBeVisible();
  },
};

/** The API cannot be reached: the widget says so and offers to try again. */
export const LoadError: Story = {
  parameters: { inMemoryApi: { failAll: { status: 503, message: 'Service unavailable' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load vehicles')).toBeVisible();
    await expect(await canvas.findByText('Failed to load filter options')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    await expect(args.onError).toHaveBeenCalledWith('vehicles', expect.anything());
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { inMemoryApi: { failAll: { status: 503, message: 'Service unavailable' } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Impossible de charger les véhicules', {}, patient),
    ).toBeVisible();
  },
};

/**
 * A page that keeps the listing's state itself (in its address, say): filters, sort and search
 * are controlled, and the page's own search box sets the search.
 */
function ControlledPage(args: VehicleListingProps) {
  const [filters, setFilters] = useState<VehicleFilters>(EMPTY_VEHICLE_FILTERS);
  const [sort, setSort] = useState<SortSelectValue>('lowToHigh');
  const [search, setSearch] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setSearch('Civic')}>
        Page search Civic
      </button>
      <output data-testid="page-state">{JSON.stringify({ filters, sort, search })}</output>
      <VehicleListing
        {...args}
        showSearch={false}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          args.onFiltersChange?.(next);
        }}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
        search={search}
      />
    </div>
  );
}

const pageState = (canvasElement: HTMLElement) =>
  JSON.parse(canvasElement.querySelector('[data-testid="page-state"]')?.textContent ?? '{}') as {
    filters: VehicleFilters;
    sort: SortSelectValue;
    search: string;
  };

/**
 * Controlled by the page: a ticked brand, a sort and the price reach the page through
 * `onFiltersChange` / `onSortChange` (the price once, 500 ms after the slider stops), and the
 * page's search applies at once, without a second pause.
 */
export const Controlled: Story = {
  args: { onFiltersChange: fn(), onSortChange: fn() },
  render: (args) => <ControlledPage {...args} />,
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20), patient);

    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Honda' }, patient));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...EMPTY_VEHICLE_FILTERS,
      brand: ['make-honda'],
    });
    await waitFor(() => expect(cardTitles(canvasElement)).toHaveLength(9), patient);

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'Price High to Low',
    );
    await expect(args.onSortChange).toHaveBeenCalledWith('highToLow');
    await waitFor(
      () =>
        expect(storyApi(loaded).auctionQueries.at(-1)).toMatchObject({
          sortBy: 'highToLow',
          brandcategories: ['make-honda'],
        }),
      patient,
    );

    // Three steps down on the maximum price: the slider moves at once, the page hears once.
    const calls = (args.onFiltersChange as ReturnType<typeof fn>).mock.calls.length;
    const max = canvas.getByRole('slider', { name: 'Maximum price' });
    const top = Number(max.getAttribute('aria-valuenow'));
    max.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(max).toHaveAttribute('aria-valuenow', String(top - 1500));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(calls);
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledTimes(calls + 1), patient);
    await expect(pageState(canvasElement).filters.price?.[1]).toBe(top - 1500);

    const before = storyApi(loaded).auctionQueries.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Page search Civic' }));
    await waitFor(() => {
      const titles = cardTitles(canvasElement);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).toContain('Honda Civic');
    }, patient);
    const searches = storyApi(loaded).auctionQueries.slice(before);
    await expect(searches.map((query) => query.search)).toEqual(['Civic']);
  },
};

/** Controlled with a fixed value: a click is reported, but the listing shows what it is given. */
export const ControlledFixed: Story = {
  args: {
    filters: { ...EMPTY_VEHICLE_FILTERS, auctionType: ['claimpoint'] },
    onFiltersChange: fn(),
    sort: 'highToLow',
    onSortChange: fn(),
  },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0), patient);
    await expect(storyApi(loaded).auctionQueries[0]).toMatchObject({
      auctionType: ['claimpoint'],
      sortBy: 'highToLow',
    });
    const honda = await canvas.findByRole('checkbox', { name: 'Honda' }, patient);
    await userEvent.click(honda);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...EMPTY_VEHICLE_FILTERS,
      auctionType: ['claimpoint'],
      brand: ['make-honda'],
    });
    await expect(honda).not.toBeChecked();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'Price Low to High',
    );
    await expect(args.onSortChange).toHaveBeenCalledWith('lowToHigh');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('highToLow');
    await expect(
      storyApi(loaded).auctionQueries.every((query) => query.sortBy === 'highToLow'),
    ).toBe(true);
  },
};

/** A page that reports failures itself: no alert in the listing, `onError` and the loading state. */
export const ErrorsShownByThePage: Story = {
  args: { showErrors: false, onLoadingChange: fn() },
  parameters: { inMemoryApi: { failAll: { status: 503, message: 'Service unavailable' } } },
  play: async ({ canvasElement, args }) => {
    await waitFor(
      () => expect(args.onError).toHaveBeenCalledWith('vehicles', expect.anything()),
      patient,
    );
    await expect(args.onLoadingChange).toHaveBeenNthCalledWith(1, true);
    await waitFor(() => expect(args.onLoadingChange).toHaveBeenLastCalledWith(false), patient);
    await expect(within(canvasElement).queryByText('Failed to load vehicles')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
