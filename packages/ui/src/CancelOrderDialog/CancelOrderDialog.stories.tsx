import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime } from '../i18n/format';
import { CancelOrderDialog } from './CancelOrderDialog';
import { purpose } from '../storybook/purpose';

const screen = () => within(document.body);

const meta = {
  title: 'After the sale/CancelOrderDialog',
  component: CancelOrderDialog,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Cancel an unpaid order with a required reason, saying first what cancelling does and how close the buyer is to the cancellation limit.',
          use: 'From Cancel on an unpaid order.',
          avoid:
            'For a paid order (it cannot be cancelled here), or for a dealer withdrawing a listing (`DealerListings`).',
          pages: ['colours', 'elevation', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: true,
    vehicleName: '2019 Honda Civic EX',
    onConfirm: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The instant a cancellation that reaches the limit restricts the buyer until (30 days on). */
const RESTRICTS_UNTIL = '2027-01-07T17:00:00.000Z';

/** A reason, then Cancel order: the reason is sent trimmed. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Cancel this order?' }));
    await userEvent.type(dialog.getByLabelText('Reason'), '  Found one closer to home ');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('Found one closer to home'));
  },
};

/** No reason: "Please tell us why you are cancelling", nothing sent. */
export const WithErrors: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Cancel this order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(await dialog.findByText('Please tell us why you are cancelling')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Keep order closes it and cancels nothing. */
export const Keep: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Cancel this order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep order' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Cancelling: busy, Keep order off. */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise(() => {})) },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Cancel this order?' }));
    await userEvent.type(dialog.getByLabelText('Reason'), 'Changed my mind');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep order' })).toBeDisabled());
  },
};

/** The order was paid meanwhile (409): the page's message. */
export const Refused: Story = {
  args: { problem: 'This order can no longer be cancelled.' },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Cancel this order?' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'This order can no longer be cancelled.',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = within(
      await screen().findByRole('dialog', { name: 'Annuler cette commande ?' }, { timeout: 10000 }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler la commande' }));
    await expect(await dialog.findByText('Veuillez nous dire pourquoi vous annulez')).toBeVisible();
  },
};

/**
 * The buyer's first cancellation in 30 days: before confirming they read that the vehicle goes
 * back on sale, the limit, and that they have none yet; no warning.
 */
export const FirstCancellation: Story = {
  args: {
    rule: { recent: 0, limit: 2, windowDays: 30, restrictionDays: 30, restrictsUntil: null },
  },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Cancel this order?' }));
    await waitFor(() =>
      expect(
        dialog.getByText(
          'You can cancel until you pay. The vehicle goes back on sale at once: another buyer can buy it.',
        ),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(
        dialog.getByText(
          'Buyers who cancel or do not pay 2 orders within 30 days cannot buy, claim or bid for 30 days.',
        ),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(
        dialog.getByText('You have no cancelled or unpaid order in the last 30 days.'),
      ).toBeVisible(),
    );
    await expect(dialog.queryByText(/you cannot buy, claim or bid until/)).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * One cancellation already: the count, and a warning of until when this cancellation would stop
 * them buying, claiming and bidding, shown before they confirm.
 */
export const ReachesLimit: Story = {
  args: {
    rule: {
      recent: 1,
      limit: 2,
      windowDays: 30,
      restrictionDays: 30,
      restrictsUntil: RESTRICTS_UNTIL,
    },
  },
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Cancel this order?' }));
    await waitFor(() =>
      expect(
        dialog.getByText('You have 1 cancelled or unpaid order in the last 30 days.'),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(
        dialog.getByText(
          `If you cancel this order, you cannot buy, claim or bid until ${formatDateTime(RESTRICTS_UNTIL, 'en')}.`,
        ),
      ).toBeVisible(),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Confirming after reading it still cancels.
    await userEvent.type(dialog.getByLabelText('Reason'), 'Financing fell through');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('Financing fell through'));
  },
};

/** Two already (a page opened before the limit was known to be reached): the plural count. */
export const SeveralCancellations: Story = {
  args: {
    rule: {
      recent: 2,
      limit: 2,
      windowDays: 30,
      restrictionDays: 30,
      restrictsUntil: RESTRICTS_UNTIL,
    },
  },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Cancel this order?' }));
    await waitFor(() =>
      expect(
        dialog.getByText('You have 2 cancelled or unpaid orders in the last 30 days.'),
      ).toBeVisible(),
    );
  },
};

export const FrenchReachesLimit: Story = {
  globals: { locale: 'fr' },
  args: ReachesLimit.args,
  play: async () => {
    const dialog = within(
      await screen().findByRole('dialog', { name: 'Annuler cette commande ?' }, { timeout: 10000 }),
    );
    await waitFor(() =>
      expect(
        dialog.getByText(
          "Vous pouvez annuler tant que vous n'avez pas payé. Le véhicule est aussitôt remis en vente : un autre acheteur peut l'acheter.",
        ),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(
        dialog.getByText('Vous avez 1 commande annulée ou impayée dans les 30 derniers jours.'),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(
        dialog.getByText(
          `Si vous annulez cette commande, vous ne pourrez plus acheter, réclamer ni enchérir avant le ${formatDateTime(RESTRICTS_UNTIL, 'fr')}.`,
        ),
      ).toBeVisible(),
    );
  },
};
