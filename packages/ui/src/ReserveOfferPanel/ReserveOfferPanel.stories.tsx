import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReserveOfferPanel } from './ReserveOfferPanel';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Dealer/ReserveOfferPanel',
  component: ReserveOfferPanel,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'An auction closed below its reserve: the highest bid and bidder, the 24-hour deadline, Accept (which creates the order) or Let it lapse, then what was decided.',
          use: "In the dealer's listings, on an auction that ended with the reserve not met.",
          avoid: 'For buyers (they see the result in My Bids).',
          pages: ['colours', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    offer: {
      highestBid: 17250,
      bidderName: 'Amira',
      expiresAt: '2026-11-27T00:00:00Z',
      status: 'open',
    },
    vehicleName: '2021 Honda Civic EX',
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof ReserveOfferPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (root: HTMLElement) => within(root.ownerDocument.body);

/** Open: the highest bid, its bidder, the deadline; accepting asks first. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Reserve not met' });
    await expect(region).toHaveTextContent('The auction closed at $17,250, below your reserve.');
    await expect(canvas.getByTestId('offer-amount')).toHaveTextContent('$17,250');
    await expect(region).toHaveTextContent('Amira');
    const deadline = new Intl.DateTimeFormat('en-CA', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date('2026-11-27T00:00:00Z'));
    await expect(region).toHaveTextContent(`Accept by ${deadline}`);

    await userEvent.click(canvas.getByRole('button', { name: 'Accept $17,250' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Sell at $17,250?' });
    await expect(dialog).toHaveTextContent('An order for 2021 Honda Civic EX is created');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onAccept).not.toHaveBeenCalled();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Accept $17,250' }));
    await userEvent.click(
      await body(canvasElement).findByRole('button', { name: 'Accept and sell' }),
    );
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

/** Let it lapse. */
export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Let it lapse' }));
    await expect(args.onDecline).toHaveBeenCalled();
  },
};

/** Accepted: the order exists. */
export const Accepted: Story = {
  args: { offer: { ...meta.args.offer, status: 'accepted' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You accepted the highest bid: an order was created and the buyer was notified.',
    );
  },
};

/** The 24 hours passed. */
export const Lapsed: Story = {
  args: { offer: { ...meta.args.offer, status: 'lapsed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The 24 hours to accept have passed.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Réserve non atteinte', {}, { timeout: 5_000 });
    await expect(canvas.getByRole('button', { name: /Accepter 17\s250\s\$/ })).toBeVisible();
  },
};
