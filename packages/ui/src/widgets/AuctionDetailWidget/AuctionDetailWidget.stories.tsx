import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inMemoryApiLoader, storyApi, withInMemoryApi } from '../../storybook/inMemoryProvider';
import { AuctionDetailWidget } from './AuctionDetailWidget';
import { purpose } from '../../storybook/purpose';

/**
 * The partner detail widget, against an IN-MEMORY STAND-IN of the API (a real `ApiClient`
 * answered from story data: `storybook/inMemoryApi.ts`). The real API is covered end to end by
 * `apps/web/e2e/partner-site.spec.ts`.
 */
const meta = {
  title: 'Widgets/AuctionDetailWidget',
  component: AuctionDetailWidget,
  tags: ['autodocs'],
  args: { auctionId: 'mem-001', onMainAction: fn(), onBuyNow: fn(), onError: fn() },
  loaders: [inMemoryApiLoader],
  decorators: [withInMemoryApi],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "One auction's detail for a partner site, fetched through the nearest `MarketDropProvider`; Auction Not Found for an unknown id.",
          use: "On a partner's page for one vehicle, inside `MarketDropProvider`.",
          avoid: "In the MarketDrop web app (use `AuctionDetail` with the page's data).",
          pages: ['theming', 'partners', 'accessibility'],
        }),
      },
    },
    inMemoryApi: {},
  },
} satisfies Meta<typeof AuctionDetailWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const patient = { timeout: 8000 };

/** The auction's detail, fetched by id; the main button is the partner's to handle. */
export const Default: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '2016 Honda Civic' }, patient),
    ).toBeVisible();
    await expect(storyApi(loaded).requests).toContain('POST /user/auctionScreen');
    // mem-001 is an `auction`: its main button is Place Bid.
    await userEvent.click(canvas.getByRole('button', { name: 'Place Bid' }));
    await expect(args.onMainAction).toHaveBeenCalledWith(
      expect.objectContaining({ _id: 'mem-001' }),
      9000,
    );
  },
};

/**
 * A MarketDropAI auction: Claim Now. The partner's callback gets the price the widget shows, to
 * send as the claim's `expectedPrice`.
 */
export const ClaimNow: Story = {
  args: { auctionId: 'mem-002' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim Now' }, patient));
    const shown = Number((canvas.getByTestId('price').textContent ?? '').replace(/\D/g, ''));
    await expect(shown).toBeGreaterThan(0);
    await expect(args.onMainAction).toHaveBeenCalledWith(
      expect.objectContaining({ _id: 'mem-002', auctionType: 'marketdropai' }),
      shown,
    );
  },
};

/** Signed in: the heart saves. */
export const Saving: Story = {
  parameters: { inMemoryApi: { latencyMs: 600 } },
  play: async ({ canvasElement }) => {
    const heart = await within(canvasElement).findByRole(
      'button',
      { name: 'Save this vehicle' },
      patient,
    );
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toBeDisabled();
    await waitFor(() => expect(heart).toBeEnabled(), patient);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

/** An id the API does not know. */
export const NotFound: Story = {
  args: { auctionId: 'no-such-auction' },
  play: async ({ canvasElement, args }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Auction Not Found/ }, patient),
    ).toBeVisible();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The API cannot be reached: the widget says so and offers to try again. */
export const LoadError: Story = {
  parameters: { inMemoryApi: { failAll: { status: 503, message: 'Service unavailable' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load auction details', {}, patient),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(args.onError).toHaveBeenCalledWith('auction', expect.anything());
  },
};
