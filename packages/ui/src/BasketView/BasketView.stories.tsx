import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AppliedPromotions, CartDetails, CartLine, Product } from '@marketdrop/api-client';
import { keyedBasketMessages } from '@marketdrop/validation';
import { StoryLink } from '../storybook/StoryLink';
import { valueOf } from '../storybook/queries';
import { BasketView, type BasketViewProps } from './BasketView';
import { purpose } from '../storybook/purpose';

const dashCam: Product = {
  _id: 'p-dash-cam',
  slug: 'dash-cam',
  kind: 'dash_cam',
  language: 'en',
  name: 'Dash cam',
  description: 'A front and rear dash cam, installed.',
  priceCents: 24_900,
  taxClass: 'standard',
  maxQuantity: 3,
  perVehicle: false,
  image: '/products/dash-cam.svg',
};

const addedAt = '2026-11-20T15:00:00.000Z';

const wonLine: CartLine = {
  _id: 'line-won',
  kind: 'vehicle',
  status: 'available',
  statusMessage: null,
  quantity: 1,
  unitPriceCents: 1_850_000,
  lineTotalCents: 1_850_000,
  documentationFeeCents: 9_900,
  vehicle: {
    auctionId: 'a-civic',
    auctionType: 'auction',
    vehicleName: '2021 Honda Civic EX',
    image: null,
    orderId: 'o-civic',
    paymentDueAt: '2026-11-30T05:00:00.000Z',
  },
  product: null,
  addedAt,
};

const buyNowLine: CartLine = {
  ...wonLine,
  _id: 'line-buy-now',
  unitPriceCents: 2_400_000,
  lineTotalCents: 2_400_000,
  vehicle: {
    auctionId: 'a-rav4',
    auctionType: 'auction',
    vehicleName: '2022 Toyota RAV4 LE',
    image: null,
    orderId: null,
    paymentDueAt: null,
  },
};

const productLine: CartLine = {
  _id: 'line-dash-cam',
  kind: 'product',
  status: 'available',
  statusMessage: null,
  quantity: 1,
  unitPriceCents: 24_900,
  lineTotalCents: 24_900,
  documentationFeeCents: 0,
  vehicle: null,
  product: dashCam,
  addedAt,
};

const soldLine: CartLine = {
  ...buyNowLine,
  _id: 'line-sold',
  status: 'sold',
  statusMessage: 'No longer for sale: this vehicle has been sold',
  unitPriceCents: 1_500_000,
  lineTotalCents: 1_500_000,
  vehicle: { ...buyNowLine.vehicle!, auctionId: 'a-f150', vehicleName: '2019 Ford F-150 XLT' },
};

/** A basket priced like the server: only available lines count, $99 a vehicle. */
function priced(lines: CartLine[]): CartDetails {
  const available = lines.filter((line) => line.status === 'available');
  const vehicles = available.filter((line) => line.kind === 'vehicle');
  const vehiclesCents = vehicles.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const productsCents = available
    .filter((line) => line.kind === 'product')
    .reduce((sum, line) => sum + line.lineTotalCents, 0);
  const documentationFeesCents = vehicles.length * 9_900;
  return {
    lines,
    count: lines.length,
    vehicleCount: lines.filter((line) => line.kind === 'vehicle').length,
    vehiclesCents,
    productsCents,
    documentationFeesCents,
    subtotalCents: vehiclesCents + productsCents + documentationFeesCents,
    promotions: null,
  };
}

const full = priced([wonLine, buyNowLine, productLine]);

/** The view holding its basket as the page does: the stepper and Remove change it. */
function Stateful(props: BasketViewProps) {
  const [cart, setCart] = useState(props.cart);
  const [applied, setApplied] = useState<AppliedPromotions | undefined>(props.applied);
  return (
    <BasketView
      {...props}
      cart={cart}
      applied={applied}
      onQuantityChange={(itemId, quantity) => {
        props.onQuantityChange(itemId, quantity);
        setCart((now) =>
          now
            ? priced(
                now.lines.map((line) =>
                  line._id === itemId
                    ? { ...line, quantity, lineTotalCents: quantity * line.unitPriceCents }
                    : line,
                ),
              )
            : now,
        );
      }}
      onRemove={(itemId) => {
        props.onRemove(itemId);
        setCart((now) => (now ? priced(now.lines.filter((line) => line._id !== itemId)) : now));
      }}
      onApplyCoupon={
        props.onApplyCoupon === undefined
          ? undefined
          : (code) => {
              props.onApplyCoupon?.(code);
              if (code.toUpperCase() === 'ADDONS10') {
                setApplied({
                  coupon: { code: 'ADDONS10' } as AppliedPromotions['coupon'],
                  points: 0,
                  pointsBalance: 0,
                });
              }
            }
      }
      onRemoveCoupon={() => {
        props.onRemoveCoupon?.();
        setApplied(undefined);
      }}
    />
  );
}

const meta = {
  title: 'Basket/BasketView',
  component: BasketView,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The basket (a signed-in buyer’s, or a guest’s): each line with its picture, name, price, a quantity stepper for add-ons, Remove; lines no longer for sale with why, out of the totals; the totals with the $99 documentation fee of each vehicle; coupon code and reward points; Check out (a guest: Sign in to check out).',
          use: 'As the `/cart` page, for a signed-in buyer or a guest.',
          avoid:
            'For one order’s checkout (use `CheckoutDialog` and `PriceBreakdown`) or the header’s count (`Header`’s `basketCount`).',
          pages: ['spacing', 'breakpoints', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    cart: full,
    pointsBalance: 1_200,
    onRetry: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
    onApplyPoints: fn(),
    onRemovePoints: fn(),
    checkoutHref: '/cart/checkout',
    LinkComponent: StoryLink,
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BasketView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two vehicles and an add-on: totals with a $99 fee per vehicle; the stepper and Remove. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText('3 items')).toBeInTheDocument();
    await expect(valueOf(canvasElement, 'Vehicles')).toBe('$42,500.00');
    await expect(valueOf(canvasElement, 'Add-ons')).toBe('$249.00');
    await expect(valueOf(canvasElement, 'Documentation fees (2 vehicles)')).toBe('$198.00');
    await expect(valueOf(canvasElement, 'Subtotal')).toBe('$42,947.00');

    await userEvent.click(view.getByRole('button', { name: 'One more Dash cam' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-dash-cam', 2);
    await expect(valueOf(canvasElement, 'Add-ons')).toBe('$498.00');
    await userEvent.click(view.getByRole('button', { name: 'One more Dash cam' }));
    // At its limit of 3: no more.
    await expect(view.getByRole('button', { name: 'One more Dash cam' })).toBeDisabled();

    await userEvent.click(view.getByRole('button', { name: 'Remove Dash cam' }));
    await expect(args.onRemove).toHaveBeenCalledWith('line-dash-cam');
    await expect(valueOf(canvasElement, 'Add-ons')).toBe('$0.00');
    await expect(view.getByText('2 items')).toBeInTheDocument();
  },
};

/** A visitor's guest basket: no coupon or points; "Sign in to check out" brings it along. */
export const GuestBasket: Story = {
  args: {
    cart: priced([buyNowLine, productLine]),
    onSignIn: fn(),
    onApplyCoupon: undefined,
    onRemoveCoupon: undefined,
    onApplyPoints: undefined,
    onRemovePoints: undefined,
    pointsBalance: undefined,
    checkoutHref: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText('2 items')).toBeInTheDocument();
    await expect(view.queryByLabelText('Coupon code')).toBeNull();
    await expect(view.queryByLabelText('Reward points')).toBeNull();
    await expect(view.queryByRole('link', { name: 'Check out' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Sign in to check out' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** One "Check out" for the whole basket; a won vehicle says when it must be paid. */
export const CheckOut: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('link', { name: 'Check out' })).toHaveAttribute(
      'href',
      '/cart/checkout',
    );
    await expect(view.getByRole('listitem', { name: '2021 Honda Civic EX' })).toHaveTextContent(
      /Payment due/,
    );
  },
};

/** A vehicle sold meanwhile: shown with why, struck through, out of every total. */
export const LineNoLongerForSale: Story = {
  args: { cart: priced([soldLine, productLine]) },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const line = view.getByRole('listitem', { name: '2019 Ford F-150 XLT' });
    await expect(line).toHaveTextContent('No longer for sale: this vehicle has been sold');
    await expect(line).toHaveTextContent('Not counted in the totals');
    await expect(valueOf(canvasElement, 'Vehicles')).toBe('$0.00');
    await expect(valueOf(canvasElement, 'Documentation fees (0 vehicles)')).toBe('$0.00');
    await expect(valueOf(canvasElement, 'Subtotal')).toBe('$249.00');
    await expect(view.queryByRole('link', { name: /2019 Ford/ })).toBeNull();
  },
};

/** A coupon code applied, then removed. */
export const CouponApplied: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await userEvent.type(view.getByLabelText('Coupon code'), 'addons10');
    await userEvent.click(view.getAllByRole('button', { name: 'Apply' })[0]!);
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('addons10');
    await expect(view.getByText('Coupon ADDONS10 applied')).toBeInTheDocument();
    await userEvent.click(view.getAllByRole('button', { name: 'Remove' }).at(-1)!);
    await expect(args.onRemoveCoupon).toHaveBeenCalled();
    await expect(view.getByLabelText('Coupon code')).toBeInTheDocument();
  },
};

/**
 * What the buyer's promotions do, as the basket's answer says (after a reload too): a free product,
 * the coupon's discount, the points used and the total before taxes; a coupon under its minimum
 * names the subtotal it needs.
 */
export const Discounts: Story = {
  args: {
    cart: {
      ...full,
      promotions: {
        freeLines: [
          {
            productId: 'p-detailing',
            kind: 'detailing',
            name: 'Full detailing',
            listPriceCents: 24_900,
            promotionId: 'free-detailing',
          },
        ],
        coupon: { code: 'ADDONS10', status: 'applied', minBasketCents: 0, discountCents: 2_490 },
        points: { applied: 500, used: 500, discountCents: 500 },
        discountCents: 2_990,
        totalBeforeTaxesCents: full.subtotalCents - 2_990,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Coupon ADDONS10 applied')).toBeInTheDocument();
    await expect(view.getByText('500 points applied')).toBeInTheDocument();
    await expect(view.getByText('Full detailing, free')).toBeInTheDocument();
    await expect(view.getByTestId('coupon-discount')).toHaveTextContent('Coupon ADDONS10');
    await expect(view.getByText('Reward points (500)')).toBeInTheDocument();
    await expect(view.getByTestId('total-before-taxes')).toHaveTextContent(
      `$${((full.subtotalCents - 2_990) / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`,
    );
  },
};

/** An applied coupon the basket no longer reaches the minimum of: nothing off, the minimum named. */
export const CouponUnderItsMinimum: Story = {
  args: {
    cart: {
      ...full,
      promotions: {
        freeLines: [],
        coupon: {
          code: 'WINTER15',
          status: 'minimum_not_met',
          minBasketCents: 10_000_000,
          discountCents: 0,
        },
        points: { applied: 0, used: 0, discountCents: 0 },
        discountCents: 0,
        totalBeforeTaxesCents: full.subtotalCents,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('coupon-discount')).toHaveTextContent(
      'Coupon WINTER15: takes effect from a subtotal of $100,000.00',
    );
    await expect(within(canvasElement).queryByTestId('total-before-taxes')).toBeNull();
  },
};

/** The server's refusal of a code, shown under the field by its key. */
export const CouponRefused: Story = {
  args: { couponError: keyedBasketMessages.couponUnknown },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('This coupon code does not exist');
  },
};

/** Points applied with Remove; the balance shown. */
export const PointsApplied: Story = {
  args: {
    applied: { coupon: null, points: 500, pointsBalance: 1_200 },
  },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText('You have 1200 points')).toBeInTheDocument();
    await expect(view.getByText('500 points applied')).toBeInTheDocument();
    await userEvent.click(view.getAllByRole('button', { name: 'Remove' }).at(-1)!);
    await expect(args.onRemovePoints).toHaveBeenCalled();
  },
};

/** Points typed and applied; over the balance the server's refusal shows. */
export const PointsRefused: Story = {
  args: { pointsError: keyedBasketMessages.pointsOverBalance(1_200) },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await userEvent.type(view.getByLabelText('Reward points'), '5000');
    await userEvent.click(view.getAllByRole('button', { name: 'Apply' })[1]!);
    await expect(args.onApplyPoints).toHaveBeenCalledWith(5000);
    await expect(canvasElement).toHaveTextContent('You have 1200 points to spend');
  },
};

/** Nothing in it: a hint and a way to the vehicles. */
export const Empty: Story = {
  args: { cart: priced([]) },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Your basket is empty')).toBeInTheDocument();
    await expect(view.getByRole('link', { name: 'Browse vehicles' })).toHaveAttribute(
      'href',
      '/listing',
    );
  },
};

/** The first load: placeholders. */
export const Loading: Story = {
  args: { cart: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading your basket')).toBeInTheDocument();
  },
};

/** Loading failed: Try again. */
export const Error: Story = {
  args: { cart: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Failed to load your basket')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** In French, by key: the texts, the money and the server's refusal. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { cart: priced([soldLine, productLine]), couponError: keyedBasketMessages.couponUnknown },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(await view.findByText('Votre panier', {}, { timeout: 10000 })).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent("N'est plus en vente : ce véhicule a été vendu");
    await expect(canvasElement).toHaveTextContent("Ce code promo n'existe pas");
    await expect(view.getByText('Sous-total')).toBeInTheDocument();
  },
};
