import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeLive } from '../storybook/liveFixtures';
import { BidDialog, type BidOutcome, type BidRequest } from './BidDialog';
import { purpose } from '../storybook/purpose';

type Submit = (bid: BidRequest) => Promise<BidOutcome>;

/** The dialog renders in a portal: look in the whole document. */
const screen = () => within(document.body);
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const placed = (amount: number, isLeader = true): BidOutcome => ({
  status: 'placed',
  amount,
  isLeader,
});

const meta = {
  title: 'Auction/BidDialog',
  component: BidDialog,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The bid flow of a live auction in one dialog: Place Your Bid (amount at the minimum next bid, optional maximum), Confirm Your Bid (the all-in total for the buyer's province), then the answer; a leader gets Raise your maximum instead. Presentational: `onSubmit` makes the call.",
          use: "From Place Bid on an auction's detail page or card.",
          avoid: 'For Claim Now or Buy Now, which have a fixed price (use `PurchaseDialog`).',
          pages: ['colours', 'typography', 'elevation', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: true,
    live: makeLive(),
    province: 'ON',
    onSubmit: fn(async ({ amount }: { amount: number }) => placed(amount)),
    onClose: fn(),
  },
} satisfies Meta<typeof BidDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Place Your Bid prefilled at the minimum next bid, checked against it; an optional maximum bid;
 * Confirm Your Bid with the all-in total for Ontario; then Bid Placed Successfully.
 */
export const PlaceAndConfirm: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    const d = within(dialog);
    await expect(d.getByTestId('dialog-current-bid')).toHaveTextContent('$21,750');
    const amount = d.getByRole('textbox', { name: /Your bid/ });
    await expect(amount).toHaveValue('21850');
    await expect(dialog).toHaveTextContent('Minimum bid: $21,850');
    await expect(dialog).toHaveTextContent('We bid for you, one increment at a time');

    // Below the minimum: the error names it, nothing is sent.
    await userEvent.clear(amount);
    await userEvent.type(amount, '21800');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await expect(dialog).toHaveTextContent('Your bid must be at least $21,850');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    // A maximum below the bid is refused too.
    await userEvent.clear(amount);
    await userEvent.type(amount, '$22,000');
    const max = d.getByRole('textbox', { name: 'Maximum bid (optional)' });
    await userEvent.type(max, '21000');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await expect(dialog).toHaveTextContent('Your maximum bid must be at least your bid');
    await userEvent.clear(max);
    await userEvent.type(max, '25000');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));

    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    const c = within(confirm);
    await expect(confirm).toHaveTextContent('Once submitted, it will be locked in');
    await expect(c.getByTestId('confirm-amount')).toHaveTextContent('$22,000');
    await expect(c.getByTestId('confirm-max')).toHaveTextContent('$25,000');
    // (22,000 + 99) x 1.13 = 24,971.87
    await expect(confirm).toHaveTextContent('Documentation fee$99.00');
    await expect(confirm).toHaveTextContent('HST (13%)$2,872.87');
    await expect(c.getByTestId('all-in-total')).toHaveTextContent('$24,971.87');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(c.getByRole('button', { name: 'Place Bid' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 22000, maxAmount: 25000 });
    const done = await screen().findByRole('dialog', { name: 'Bid Placed Successfully' });
    // The maximum above the price is said: it bids for the buyer, hidden from everyone else.
    await expect(within(done).getByTestId('bid-result')).toHaveTextContent(
      'You are the highest bidder at $22,000. Your maximum bid of $25,000 bids for you only if someone bids more; no one else sees it.',
    );
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Accepted, but an earlier maximum bid beats it: the buyer is told they are not leading. */
export const AcceptedNotLeading: Story = {
  args: { onSubmit: fn(async ({ amount }: { amount: number }) => placed(amount, false)) },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place Bid' }));
    // Not titled a success: the bid was beaten at once.
    const done = await screen().findByRole('dialog', { name: 'Bid placed, but outbid' });
    await expect(within(done).getByTestId('bid-result')).toHaveTextContent(
      'Your bid of $21,850 was accepted, but you were outbid by an earlier maximum bid: you are not leading.',
    );
    await userEvent.click(within(done).getByRole('button', { name: 'Bid again' }));
    await expect(await screen().findByRole('dialog', { name: 'Place Your Bid' })).toBeVisible();
  },
};

/** The dialog as the web app keeps it: its live state follows the stream. */
function FollowingLive(props: Parameters<typeof BidDialog>[0]) {
  const [live, setLive] = useState(props.live);
  return (
    <BidDialog
      {...props}
      live={live}
      onSubmit={async (bid) => {
        const outcome = await props.onSubmit(bid);
        // The answer's state, then a rival's bid arriving while the dialog still shows it.
        setLive((now) => ({ ...now, isLeader: true, currentPrice: bid.amount }));
        setTimeout(
          () => setLive((now) => ({ ...now, isLeader: false, currentPrice: 23_500 })),
          300,
        );
        return outcome;
      }}
    />
  );
}

/**
 * Leading when placed, then outbid by a rival while the answer is still open: the dialog no longer
 * says the buyer leads, and offers to bid again. Escape closes it like Done.
 */
export const OvertakenAfterPlacing: Story = {
  render: (args) => <FollowingLive {...args} />,
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place Bid' }));
    await screen().findByRole('dialog', { name: 'Bid Placed Successfully' });
    const after = await screen().findByRole('dialog', { name: 'Bid placed, but outbid' });
    await expect(plain(within(after).getByTestId('bid-result').textContent)).toBe(
      'Another bidder has bid more since: the price is now $23,500 and you are not leading.',
    );
    await expect(within(after).getByRole('button', { name: 'Bid again' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Someone bid meanwhile: back to the amount, prefilled at the new minimum, with the reason. */
export const OutbidMeanwhile: Story = {
  args: {
    onSubmit: fn<Submit>(async (): Promise<BidOutcome> => ({
      status: 'tooLow',
      minimumBid: 22350,
    })),
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place Bid' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 21850 });
    const again = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await expect(within(again).getByRole('alert')).toHaveTextContent(
      'Another bidder got there first. The minimum bid is now $22,350.',
    );
    await expect(within(again).getByRole('textbox', { name: /Your bid/ })).toHaveValue('22350');
    await expect(again).toHaveTextContent('Minimum bid: $22,350');
  },
};

/** The auction ended before the bid arrived (409): said in place, Place Bid is off. */
export const EndedMeanwhile: Story = {
  args: { onSubmit: fn<Submit>(async (): Promise<BidOutcome> => ({ status: 'closed' })) },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place Bid' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('alert')).toHaveTextContent(
        'This auction has ended. Your bid was not placed.',
      ),
    );
    await expect(within(confirm).getByRole('button', { name: 'Place Bid' })).toBeDisabled();
  },
};

/** Someone bought the vehicle before the bid arrived (409 ALREADY_SOLD): sold, said in place. */
export const SoldMeanwhile: Story = {
  args: {
    onSubmit: fn<Submit>(async (): Promise<BidOutcome> => ({ status: 'closed', reason: 'sold' })),
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place Bid' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('alert')).toHaveTextContent(
        'This vehicle has been sold. Your bid was not placed.',
      ),
    );
    await expect(within(confirm).getByRole('button', { name: 'Place Bid' })).toBeDisabled();
    // Back at the amount, it stays said and nothing can be sent.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    const again = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await expect(within(again).getByRole('alert')).toHaveTextContent('This vehicle has been sold.');
    await expect(within(again).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** The live state says the auction closed while the dialog was open: nothing can be sent. */
export const ClosedWhileOpen: Story = {
  args: { live: makeLive({ status: 'ended' }) },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('This auction has ended.');
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The buyer leads (at a maximum of $23,000): Raise your maximum instead of a bid, one field, checked
 * against the current maximum; the raise is sent as the minimum bid with the new maximum.
 */
export const RaiseYourMaximum: Story = {
  args: {
    live: makeLive({ isLeader: true, yourMaxBid: 23000 }),
    onSubmit: fn(async ({ amount }: { amount: number }) => placed(amount)),
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Raise your maximum' });
    const d = within(dialog);
    await expect(d.getByTestId('raise-text')).toHaveTextContent(
      'You are the highest bidder. Your maximum bid is $23,000.',
    );
    await expect(d.queryByRole('textbox', { name: /Your bid/ })).toBeNull();
    const max = d.getByRole('textbox', { name: /New maximum bid/ });
    await expect(dialog).toHaveTextContent('At least $23,001.');

    // Not above the current maximum: refused in place, nothing sent.
    await userEvent.type(max, '23000');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await expect(dialog).toHaveTextContent('Your new maximum must be at least $23,001');
    await userEvent.clear(max);
    await userEvent.type(max, '26,000');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));

    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    const c = within(confirm);
    await expect(c.getByTestId('confirm-max')).toHaveTextContent('$26,000');
    await expect(confirm).toHaveTextContent('What you pay at most, if you win at $26,000:');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Raise maximum' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 21850, maxAmount: 26000 });
    const done = await screen().findByRole('dialog', { name: 'Bid Placed Successfully' });
    await expect(within(done).getByTestId('bid-result')).toHaveTextContent(
      'Your maximum bid is now $26,000. You are still the highest bidder.',
    );
  },
};

/**
 * The server says the buyer already leads (409 ALREADY_LEADING, their maximum $22,500): the message
 * shows, and the dialog becomes Raise your maximum.
 */
export const AlreadyLeading: Story = {
  args: {
    onSubmit: fn<Submit>(async (): Promise<BidOutcome> => ({
      status: 'leading',
      yourMaxBid: 22500,
    })),
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place Bid' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 21850 });
    const raise = await screen().findByRole('dialog', { name: 'Raise your maximum' });
    await expect(within(raise).getByRole('alert')).toHaveTextContent(
      'You are already the highest bidder. To bid more, raise your maximum above $22,500.',
    );
    await expect(within(raise).getByRole('textbox', { name: /New maximum bid/ })).toHaveValue('');
  },
};

/** In French: « Augmenter votre maximum ». */
export const RaiseFrench: Story = {
  globals: { locale: 'fr' },
  args: { live: makeLive({ isLeader: true, yourMaxBid: 23000 }) },
  play: async () => {
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'Augmenter votre maximum' },
      { timeout: 10000 },
    );
    await expect(plain(within(dialog).getByTestId('raise-text').textContent)).toBe(
      'Vous êtes le plus offrant. Votre mise maximale est de 23 000 $.',
    );
  },
};

/** The seller's sales were paused while the dialog was open: said in place, nothing can be sent. */
export const PausedWhileOpen: Story = {
  args: { live: makeLive({ paused: true }) },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Sales by this seller are paused. Your bid was not placed.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The call failed (network, server): a generic message in place; the bid can be sent again. */
export const Failed: Story = {
  args: {
    onSubmit: fn<Submit>(async (): Promise<BidOutcome> => {
      throw new Error('network');
    }),
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place Bid' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('alert')).toHaveTextContent(
        'Your bid could not be placed. Please try again.',
      ),
    );
    await expect(within(confirm).getByRole('button', { name: 'Place Bid' })).toBeEnabled();
  },
};

/** Without a known province: price and fee, taxes "added at checkout", no all-in total. */
export const NoProvince: Story = {
  args: { province: null },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    await expect(confirm).toHaveTextContent('Sales taxes of your province are added at checkout.');
    await expect(within(confirm).queryByTestId('all-in-total')).toBeNull();
  },
};

/** In French, for a buyer in Quebec: TPS and TVQ. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { province: 'QC' },
  play: async () => {
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'Placer votre mise' },
      { timeout: 10000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirmer votre mise' });
    await expect(confirm).toHaveTextContent('Une fois soumise, elle sera définitive');
    // (21,850 + 99) = 21,949; TPS 1,097.45; TVQ 2,189.41
    await expect(plain(confirm.textContent)).toContain('TPS (5 %)1 097,45 $');
    await expect(plain(confirm.textContent)).toContain('TVQ (9,975 %)2 189,41 $');
    await expect(plain(within(confirm).getByTestId('all-in-total').textContent)).toBe(
      '25 235,86 $',
    );
  },
};

/**
 * As on the vehicle's page: the answer takes a while (the Place Bid button is busy meanwhile).
 * Bid Placed Successfully then has the focus on Done, and Escape closes it like Done.
 */
export const EscapeAfterSlowAnswer: Story = {
  args: {
    onSubmit: fn(async ({ amount }: { amount: number }) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return placed(amount);
    }),
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Place Your Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen().findByRole('dialog', { name: 'Confirm Your Bid' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place Bid' }));
    const done = await screen().findByRole('dialog', { name: 'Bid Placed Successfully' });
    // The focus is on Done (not left where the busy button lost it), so Escape reaches the dialog.
    await waitFor(() => expect(within(done).getByRole('button', { name: 'Done' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
