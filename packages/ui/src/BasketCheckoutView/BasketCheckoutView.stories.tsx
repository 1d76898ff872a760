import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BasketCheckout } from '@marketdrop/api-client';
import { BasketCheckoutView } from './BasketCheckoutView';
import { purpose } from '../storybook/purpose';

type Vehicle = BasketCheckout['vehicles'][number];
type ProductLine = BasketCheckout['products'][number];

const slot = {
  _id: 'slot-1',
  deliveryType: 'pickup' as const,
  startsAt: '2026-06-18T14:00:00.000Z',
  endsAt: '2026-06-18T16:00:00.000Z',
  timeZone: 'America/Toronto',
  capacity: 4,
  remaining: 3,
};

/** An Ontario vehicle line: 13 % HST on the price, fee and delivery, less its discount. */
function vehicle(fields: Partial<Vehicle> & Pick<Vehicle, 'itemId' | 'vehicleName'>): Vehicle {
  const price = fields.vehiclePriceCents ?? 2_000_000;
  const discount = fields.discountCents ?? 0;
  const base = price + 9_900 - discount;
  const tax = Math.round(base * 0.13);
  return {
    auctionId: `a-${fields.itemId}`,
    auctionType: 'auction',
    orderId: `o-${fields.itemId}`,
    source: 'bid',
    image: null,
    sellerName: 'Maple Motors',
    deliveryType: 'pickup',
    address: null,
    timeSlot: slot,
    taxProvince: 'ON',
    taxProvinceSource: 'profile',
    vehiclePriceCents: price,
    documentationFeeCents: 9_900,
    deliveryChargeCents: 0,
    discountCents: discount,
    taxes: [{ code: 'HST', rate: 0.13, baseCents: base, amountCents: tax }],
    taxCents: tax,
    totalCents: base + tax,
    paymentDeadline: '2026-06-20T04:00:00.000Z',
    detailsComplete: true,
    ...fields,
  };
}

const dashCam: ProductLine = {
  itemId: 'line-dash-cam',
  productId: 'p-dash-cam',
  name: 'Dash cam',
  quantity: 1,
  maxQuantity: 3,
  unitPriceCents: 24_900,
  lineTotalCents: 24_900,
  free: false,
  listPriceCents: 24_900,
  discountCents: 2_490,
  taxProvince: 'ON',
  taxes: [{ code: 'HST', rate: 0.13, baseCents: 22_410, amountCents: 2_913 }],
  taxCents: 2_913,
  totalCents: 25_323,
};

const detailing: ProductLine = {
  ...dashCam,
  itemId: 'free:promo-detailing',
  productId: 'p-detailing',
  name: 'Detailing',
  maxQuantity: 1,
  unitPriceCents: 0,
  lineTotalCents: 0,
  free: true,
  listPriceCents: 29_900,
  discountCents: 0,
  taxes: [],
  taxCents: 0,
  totalCents: 0,
};

/** The basket's totals from its lines, to the cent. */
function checkoutOf(
  vehicles: Vehicle[],
  products: ProductLine[],
  promotions: Pick<BasketCheckout, 'coupon' | 'points'>,
): BasketCheckout {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const subtotalCents =
    sum(
      vehicles.map((v) => v.vehiclePriceCents + v.documentationFeeCents + v.deliveryChargeCents),
    ) + sum(products.map((p) => p.lineTotalCents));
  const discountCents = sum([...vehicles, ...products].map((line) => line.discountCents));
  return {
    cart: true,
    currency: 'CAD',
    ratesAsOf: '2026-01-01',
    vehicles,
    products,
    ...promotions,
    subtotalCents,
    discountCents,
    taxCents: sum([...vehicles, ...products].map((line) => line.taxCents)),
    totalCents: sum([...vehicles, ...products].map((line) => line.totalCents)),
    paymentDeadline: vehicles[0]?.paymentDeadline ?? null,
    readyToPay: vehicles.every((v) => v.detailsComplete),
  };
}

const civic = vehicle({
  itemId: 'line-civic',
  vehicleName: '2021 Honda Civic EX',
  vehiclePriceCents: 1_850_000,
  discountCents: 4_950,
});
const rav4 = vehicle({
  itemId: 'line-rav4',
  vehicleName: '2022 Toyota RAV4 LE',
  vehiclePriceCents: 2_400_000,
  orderId: null,
  source: 'buyNow',
  discountCents: 4_950,
});

const ready = checkoutOf([civic, rav4], [dashCam, detailing], {
  coupon: { code: 'ADDONS10', discountCents: 2_490 },
  points: { used: 1_000, discountCents: 9_900 },
});

const meta = {
  title: 'Basket/BasketCheckoutView',
  component: BasketCheckoutView,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The basket’s checkout: every vehicle with its price, $99 documentation fee, discount and taxes; every add-on with its quantity and taxes; delivery details chosen once for all vehicles; the coupon, the points, the taxes and one total; Pay opens one payment for the whole basket.',
          use: 'As the basket’s checkout page (`/cart/checkout`), after `/cart`.',
          avoid:
            'For one order’s checkout (use `CheckoutDialog`), or to edit the basket’s lines (that is `BasketView`).',
          pages: ['spacing', 'breakpoints', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    checkout: ready,
    onRetry: fn(),
    onQuantityChange: fn(),
    onDeliveryDetails: fn(),
    onPay: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BasketCheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two vehicles, an add-on and a free one, a coupon and points: one total, Pay. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    const summary = within(
      canvasElement.querySelector<HTMLElement>('dl[aria-label="What you pay"]')!,
    );
    await expect(summary.getByText('Coupon ADDONS10')).toBeInTheDocument();
    await expect(summary.getByText('Reward points (1000)')).toBeInTheDocument();
    await expect(view.getByTestId('basket-total')).toHaveTextContent(
      `$${(ready.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    // Each vehicle: its $99 fee and its taxes.
    const civicLine = within(view.getByRole('listitem', { name: '2021 Honda Civic EX' }));
    await expect(civicLine.getByText('Documentation fee')).toBeInTheDocument();
    await expect(civicLine.getByText('HST (13%)')).toBeInTheDocument();
    await expect(view.getByText('Detailing, free')).toBeInTheDocument();

    await userEvent.click(view.getByRole('button', { name: 'One more Dash cam' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-dash-cam', 2);
    await userEvent.click(view.getByRole('button', { name: /^Pay \$/ }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** No delivery details yet: "Delivery details" first; Pay waits. */
export const DetailsMissing: Story = {
  args: {
    checkout: checkoutOf(
      [
        { ...civic, deliveryType: null, timeSlot: null, detailsComplete: false },
        { ...rav4, deliveryType: null, timeSlot: null, detailsComplete: false },
      ],
      [dashCam],
      { coupon: null, points: { used: 0, discountCents: 0 } },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Chosen once for all 2 vehicles.')).toBeInTheDocument();
    await expect(view.getByText('Give the delivery details first.')).toBeInTheDocument();
    await expect(view.getByRole('button', { name: /^Pay \$/ })).toBeDisabled();
    await userEvent.click(view.getByRole('button', { name: 'Delivery details' }));
    await expect(args.onDeliveryDetails).toHaveBeenCalledTimes(1);
  },
};

/** A vehicle sold meanwhile: the server's message, naming it. */
export const AlreadySold: Story = {
  args: { problem: '2022 Toyota RAV4 LE has already been sold' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '2022 Toyota RAV4 LE has already been sold',
    );
  },
};

/** On its way. */
export const Loading: Story = {
  args: { checkout: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText('Loading what you owe...'),
    ).toBeInTheDocument();
  },
};

/** It failed: Try again. */
export const Error: Story = {
  args: { checkout: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(await view.findByText('Ramassage ou livraison')).toBeInTheDocument();
    await expect(view.getByText('Choisi une fois pour les 2 véhicules.')).toBeInTheDocument();
  },
};
