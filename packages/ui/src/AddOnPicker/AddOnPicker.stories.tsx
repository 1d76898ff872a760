import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Product } from '@marketdrop/api-client';
import { AddOnPicker, type AddOnPickerProps } from './AddOnPicker';
import { purpose } from '../storybook/purpose';

/** A plain picture (an inline SVG: no request leaves the page) in a product's colour. */
const picture = (colour: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 96"><rect width="160" height="96" fill="#E2E8F0"/><rect x="50" y="18" width="60" height="60" rx="12" fill="${colour}"/></svg>`,
  )}`;

const product = (fields: Partial<Product> & Pick<Product, '_id' | 'name'>): Product => ({
  slug: fields._id,
  kind: 'dash_cam',
  language: 'en',
  description: '',
  priceCents: 10_000,
  taxClass: 'standard',
  maxQuantity: 1,
  perVehicle: false,
  image: '/products/dash-cam.svg',
  ...fields,
});

const protection = product({
  _id: 'p-protection',
  name: 'Protection plan, 3 years',
  kind: 'protection_plan',
  description: 'Mechanical breakdown cover for 3 years or 60,000 km.',
  priceCents: 149_900,
  maxQuantity: 10,
  perVehicle: true,
  image: picture('#2563EB'),
});
const floorMats = product({
  _id: 'p-floor-mats',
  name: 'All-weather floor mats',
  kind: 'floor_mats',
  description: 'A set of four, cut to fit.',
  priceCents: 18_900,
  maxQuantity: 4,
  image: picture('#334155'),
});
const dashCam = product({
  _id: 'p-dash-cam',
  name: 'Dash cam',
  description: 'A front and rear dash cam, installed.',
  priceCents: 24_900,
  maxQuantity: 3,
  image: picture('#DC2626'),
});

const products = [protection, floorMats, dashCam];

/** The picker over a basket the story keeps: Add puts the quantity in it. */
function Stateful(props: AddOnPickerProps) {
  const [inBasket, setInBasket] = useState(props.inBasket);
  return (
    <AddOnPicker
      {...props}
      inBasket={inBasket}
      onAdd={(productId, quantity) => {
        props.onAdd(productId, quantity);
        setInBasket((now) => ({ ...now, [productId]: (now[productId] ?? 0) + quantity }));
      }}
    />
  );
}

const meta = {
  title: 'Basket/AddOnPicker',
  component: AddOnPicker,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The add-on products to pick beside the basket: photo, name, description, price, a quantity within what the basket may still take, and Add; a protection plan one per vehicle; a product at its limit says so.',
          use: 'Under the basket on `/cart` (a signed-in buyer’s or a guest’s), with `getProducts`’ list.',
          avoid:
            'For the lines already in the basket (those are `BasketView`’s, with their own stepper).',
          pages: ['spacing', 'breakpoints', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    products,
    inBasket: {},
    vehicleCount: 2,
    onAdd: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddOnPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three add-ons; two of the floor mats go in, then the protection plan (one per vehicle). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { name: 'Add-ons' })).toBeInTheDocument();
    await expect(view.getByText('$189.00 each')).toBeInTheDocument();
    await expect(view.getByText('One per vehicle in your basket')).toBeInTheDocument();

    await userEvent.click(view.getByRole('button', { name: 'Add more All-weather floor mats' }));
    await userEvent.click(view.getByRole('button', { name: 'Add All-weather floor mats' }));
    await expect(args.onAdd).toHaveBeenCalledWith('p-floor-mats', 2);
    await expect(view.getByText('2 in your basket')).toBeInTheDocument();

    // Two vehicles: at most two protection plans.
    const more = view.getByRole('button', { name: 'Add more Protection plan, 3 years' });
    await userEvent.click(more);
    await expect(more).toBeDisabled();
    await userEvent.click(view.getByRole('button', { name: 'Add Protection plan, 3 years' }));
    await expect(args.onAdd).toHaveBeenCalledWith('p-protection', 2);
  },
};

/** The list is on its way: placeholder cards. */
export const Loading: Story = {
  args: { products: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the add-ons')).toBeInTheDocument();
  },
};

/** Nothing on sale. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No add-ons on sale right now'),
    ).toBeInTheDocument();
  },
};

/** The list failed: Try again. */
export const Error: Story = {
  args: { products: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Failed to load the add-ons')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * At the limit: the dash cam's 3 are in the basket, the protection plan has no vehicle to go
 * with; neither can be added.
 */
export const AtLimit: Story = {
  args: { inBasket: { 'p-dash-cam': 3 }, vehicleCount: 0 },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Your basket holds the most allowed (3)')).toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Add Dash cam' })).toBeDisabled();
    await expect(
      view.getByText('One per vehicle: add a vehicle to your basket first'),
    ).toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Add Protection plan, 3 years' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Add All-weather floor mats' })).toBeEnabled();
  },
};

/** A product's add is running: its button waits. */
export const Busy: Story = {
  args: { busyProductId: 'p-dash-cam' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add Dash cam' }),
    ).toBeDisabled();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(await view.findByRole('heading', { name: 'Options' })).toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Ajouter Dash cam' })).toBeEnabled();
  },
};
