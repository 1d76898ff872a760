import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SavedSearch } from '@marketdrop/api-client';
import { purpose } from '../storybook/purpose';
import { StoryLink } from '../storybook/StoryLink';
import { SavedSearches } from './SavedSearches';

const search = (index: number, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  _id: `ss-${index}`,
  name: `Search ${index}`,
  filters: { year: [2000 + index] },
  listingPath: `/listing?year=${2000 + index}`,
  createdAt: '2026-11-20T15:00:00Z',
  lastNotifiedAt: null,
  ...overrides,
});

const twoSearches: SavedSearch[] = [
  search(1, {
    name: 'Hybrid SUVs',
    filters: { fuelType: ['Hybrid'], category: ['cat-suv'] },
    listingPath: '/listing?category=cat-suv&fuel=Hybrid',
    lastNotifiedAt: '2026-11-27T15:00:00Z',
  }),
  search(2, { name: 'Trucks under $30,000', listingPath: '/listing?search=truck&maxPrice=30000' }),
];

const meta = {
  title: 'Catalogue/SavedSearches',
  component: SavedSearches,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A buyer's saved searches: each one's name, when it last found new vehicles, a link that opens the listing with its filters, and Delete; the count against the limit of 20, with loading, empty and error states.",
          use: 'On the account page that lists the saved searches (`/saved-searches`), beside the notification settings that choose whether their matches are e-mailed.',
          avoid:
            "To save the listing's current filters (use `SaveSearchDialog`) or to show the vehicles a search found (that is the listing, opened from the link).",
          pages: ['typography', 'spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    savedSearches: twoSearches,
    max: 20,
    onDelete: fn(async () => undefined),
    onRetry: fn(),
    LinkComponent: StoryLink,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedSearches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each search opens the listing with its filters, with when it was saved and last alerted. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your saved searches' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(canvas.getByTestId('saved-search-count')).toHaveTextContent(
      '2 of 20 saved searches',
    );
    await expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Hybrid SUVs' }),
    ).toHaveAttribute('href', '/listing?category=cat-suv&fuel=Hybrid');
    await expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Open Trucks under $30,000' }),
    ).toHaveAttribute('href', '/listing?search=truck&maxPrice=30000');
    await expect(items[0]).toHaveTextContent('Saved Nov 20, 2026 · Last alert Nov 27, 2026');
    await expect(items[1]).not.toHaveTextContent('Last alert');
    await expect(canvas.queryByTestId('saved-search-limit')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete saved search Trucks under $30,000' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(twoSearches[1]);
  },
};

/** None yet: how to save one, and a way to the listing. */
export const Empty: Story = {
  args: { savedSearches: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'No saved searches yet. On the listing, choose your filters and use “Save this search”.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse vehicles' })).toHaveAttribute(
      'href',
      '/listing',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** While a delete runs its row says so and its button is disabled; the others stay usable. */
export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Delete saved search Hybrid SUVs' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    const [first, second] = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await expect(first).toHaveTextContent('Deleting…');
    await expect(
      within(second as HTMLElement).getByRole('button', {
        name: 'Delete saved search Trucks under $30,000',
      }),
    ).toBeEnabled();
  },
};

/** A refused delete keeps the row and says so. */
export const DeleteError: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete saved search Hybrid SUVs' }));
    await expect(
      await canvas.findByText('Could not delete “Hybrid SUVs”. Try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hybrid SUVs' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Delete saved search Hybrid SUVs' }),
    ).toBeEnabled();
  },
};

/** The list failed to load: the message and Try again. */
export const LoadError: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your saved searches');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'Your saved searches' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** 20 of 20: saving another is refused, and the page says why. */
export const LimitReached: Story = {
  args: { savedSearches: Array.from({ length: 20 }, (_, index) => search(index + 1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('saved-search-count')).toHaveTextContent(
      '20 of 20 saved searches',
    );
    await expect(canvas.getByTestId('saved-search-limit')).toHaveTextContent(
      'You have 20 saved searches, the most you can keep. Delete one to save another.',
    );
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(20);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'list',
      { name: 'Vos recherches enregistrées' },
      { timeout: 10_000 },
    );
    await expect(canvas.getByTestId('saved-search-count')).toHaveTextContent(
      '2 recherches enregistrées sur 20',
    );
    await expect(
      within(list).getByRole('button', { name: 'Supprimer la recherche enregistrée Hybrid SUVs' }),
    ).toBeVisible();
    await expect(within(list).getAllByRole('link', { name: /^Ouvrir/ })).toHaveLength(2);
  },
};

export const LimitReachedFrench: Story = {
  globals: { locale: 'fr' },
  args: LimitReached.args,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /Vous avez 20 recherches enregistrées, le maximum permis/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
