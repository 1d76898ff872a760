import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PRICE_FILTER_MAX, listingState } from '@marketdrop/api-client';
import { sampleFilterOptions } from '../storybook/catalogueFixtures';
import { SaveSearchDialog, useListingSummary } from './SaveSearchDialog';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Catalogue/SaveSearchDialog',
  component: SaveSearchDialog,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The dialog that saves the listing's current filters under a name (a summary of the filters by default), with its refusals: an empty or too long name, the limit of 20 reached, a failed save.",
          use: 'Behind "Save this search" on the listing, for a signed-in buyer.',
          avoid:
            'To list, open or delete saved searches (use `SavedSearches`), or for a visitor (send them to sign in first).',
          pages: ['content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: true,
    defaultName: 'Toyota · 2021 · Hybrid',
    onClose: fn(),
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof SaveSearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Save this search' });

/** The summary of the filters is offered as the name; Save sends it trimmed and closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    const name = modal.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Toyota · 2021 · Hybrid');
    await userEvent.clear(name);
    await userEvent.type(name, '  Family hybrids  ');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('Family hybrids');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** An empty name is refused before any call. */
export const EmptyName: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.clear(modal.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Give the search a name')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The 21st search: the server's 409 is told in words, the dialog stays open. */
export const LimitReached: Story = {
  args: {
    onSave: fn(async () =>
      Promise.reject(Object.assign(new Error('limit'), { code: 'SAVED_SEARCH_LIMIT' })),
    ),
  },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(
      await modal.findByText(
        'You have 20 saved searches, the most you can keep. Delete one to save another.',
      ),
    ).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Any other failure: try again. */
export const SaveError: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('offline'))) },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Could not save this search. Try again.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const modal = within(
      await within(document.body).findByRole(
        'dialog',
        { name: 'Enregistrer cette recherche' },
        { timeout: 10_000 },
      ),
    );
    await expect(modal.getByRole('textbox', { name: 'Nom' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  },
};

function SummaryProbe() {
  const summary = useListingSummary();
  const brand = sampleFilterOptions.brand[0];
  const rows = [
    summary(listingState()),
    summary(listingState({ trending: true })),
    summary(
      listingState({
        filters: {
          brand: brand ? [brand._id] : [],
          year: [2021, 2020],
          fuelType: ['Hybrid'],
          price: [10_000, PRICE_FILTER_MAX],
        },
        search: 'civic',
      }),
      sampleFilterOptions,
    ),
  ];
  return (
    <ul>
      {rows.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

/** The default name: a summary of the filters, with makes named from the filter options. */
export const Summary: StoryObj = {
  render: () => <SummaryProbe />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('All vehicles');
    await expect(items[1]).toHaveTextContent('Trending vehicles');
    const brand = sampleFilterOptions.brand[0]?.name ?? '';
    await expect(items[2]).toHaveTextContent(
      `${brand} · 2020, 2021 · Hybrid · from $10,000 · “civic”`,
    );
  },
};
