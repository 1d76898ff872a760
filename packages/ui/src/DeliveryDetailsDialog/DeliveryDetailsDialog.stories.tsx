import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DeliveryType } from '@marketdrop/api-client';
import { deliverySlots, pickupSlots, previousAddresses } from '../storybook/saleFixtures';
import { DeliveryDetailsDialog, type DeliveryDetailsDialogProps } from './DeliveryDetailsDialog';
import { purpose } from '../storybook/purpose';

const screen = () => within(document.body);
const dialog = async (name = 'Delivery Details') =>
  within(await screen().findByRole('dialog', { name }, { timeout: 10000 }));

/** The dialog with the slots of the type chosen, as the page gives them. */
function WithSlots(props: DeliveryDetailsDialogProps) {
  const [type, setType] = useState<DeliveryType | null>(props.initial?.deliveryType ?? null);
  return (
    <DeliveryDetailsDialog
      {...props}
      timeSlots={type === 'delivery' ? deliverySlots : type === 'pickup' ? pickupSlots : undefined}
      onDeliveryTypeChange={(next) => {
        setType(next);
        props.onDeliveryTypeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'After the sale/DeliveryDetailsDialog',
  component: DeliveryDetailsDialog,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "Delivery Details: Pickup or Delivery; for Delivery an address (a previous one or a new Canadian one) and its charge; then a time slot. Checked with the server's schema.",
          use: 'After a buyer wins or buys, before checkout.',
          avoid: "For editing a profile's address (`EditProfileForm`).",
          pages: ['elevation', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: true,
    pickupPlace: '250 Front St W, Toronto, ON M5V 3G5',
    dealerProvince: 'ON',
    previousAddresses,
    timeSlots: undefined,
    onDeliveryTypeChange: fn(),
    onConfirm: fn(async () => true),
    onCancel: fn(),
  },
  render: (args) => <WithSlots {...args} />,
} satisfies Meta<typeof DeliveryDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pickup at the dealer and a slot: Confirm sends the type and the slot, no address. */
export const Pickup: Story = {
  play: async ({ args }) => {
    const details = await dialog();
    await expect(details.getByText('Delivery Type')).toBeInTheDocument();
    await userEvent.click(details.getByRole('radio', { name: 'Pickup' }));
    await expect(args.onDeliveryTypeChange).toHaveBeenCalledWith('pickup');
    await expect(
      details.getByText('Pick up the vehicle at the dealer: 250 Front St W, Toronto, ON M5V 3G5.'),
    ).toBeVisible();
    await expect(details.getByText('When will you pick it up?')).toBeVisible();
    await expect(details.getByText('November 27, 2026')).toBeVisible();
    // The slot names its time zone (the dealer's: Toronto, EST in November).
    await expect(
      details.getByRole('radio', { name: /^Fri, Nov 27, 10:00 a\.m\.\s?–\s?12:00 p\.m\. EST$/ }),
    ).toBeInTheDocument();
    await userEvent.click(details.getByRole('radio', { name: /Nov 27, 10:00/ }));
    await userEvent.click(details.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith({
        deliveryType: 'pickup',
        timeSlotId: pickupSlots[0]?._id,
      }),
    );
  },
};

/** Delivery to a previous address: it is offered first, with the delivery charge of its province. */
export const DeliveryToPreviousAddress: Story = {
  play: async ({ args }) => {
    const details = await dialog();
    await userEvent.click(details.getByRole('radio', { name: 'Delivery' }));
    const toronto = details.getByRole('radio', { name: '12 King St W, Toronto, ON M5H 1A1' });
    await expect(toronto).toBeChecked();
    await expect(details.getByTestId('delivery-charge')).toHaveTextContent(
      'Delivery charge: $250 (taxes extra)',
    );
    await userEvent.click(
      details.getByRole('radio', { name: '1 Rue Sainte-Catherine, Montréal, QC H2X 1Z4' }),
    );
    await expect(details.getByTestId('delivery-charge')).toHaveTextContent('$650');
    await userEvent.click(details.getByRole('radio', { name: /Dec 1/ }));
    await userEvent.click(details.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith({
        deliveryType: 'delivery',
        address: previousAddresses[1],
        timeSlotId: deliverySlots[0]?._id,
      }),
    );
  },
};

/** Nothing chosen, then a new address left empty and a bad postal code: each field says why. */
export const WithErrors: Story = {
  args: { previousAddresses: [] },
  play: async ({ args }) => {
    const details = await dialog();
    // Each message is awaited as visible (not found, then checked): the form re-renders its fields
    // while it validates, and a message found mid-render may be checked before its text is back.
    const shows = (text: string) => waitFor(() => expect(details.getByText(text)).toBeVisible());
    await userEvent.click(details.getByRole('button', { name: 'Confirm' }));
    await shows('Select Pickup or Delivery');
    await userEvent.click(details.getByRole('radio', { name: 'Delivery' }));
    await userEvent.click(details.getByRole('button', { name: 'Confirm' }));
    await shows('Address is required');
    await shows('City is required');
    await shows('Select a province');
    await shows('Postal code is required');
    await shows('Select a time slot');
    await userEvent.type(details.getByLabelText('Postal code'), 'k1a0b');
    await shows('Enter a valid Canadian postal code, e.g. M5H 2N2');
    await expect(details.getByLabelText('Postal code')).toHaveValue('K1A0B');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A new address typed in full: the postal code is sent as `A1A 1A1`. */
export const NewAddress: Story = {
  args: {
    previousAddresses: [],
    initial: { deliveryType: 'delivery', address: null, timeSlotId: null },
  },
  play: async ({ args }) => {
    const details = await dialog();
    await userEvent.type(details.getByLabelText('Street address'), '100 Wellington St');
    await userEvent.type(details.getByLabelText('City'), 'Ottawa');
    await userEvent.click(details.getByLabelText('Province'));
    await userEvent.click(await screen().findByRole('option', { name: 'Ontario' }));
    await userEvent.type(details.getByLabelText('Postal code'), 'k1a0a9');
    await userEvent.click(details.getByRole('radio', { name: /Dec 1/ }));
    await userEvent.click(details.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith({
        deliveryType: 'delivery',
        address: {
          address: '100 Wellington St',
          city: 'Ottawa',
          province: 'ON',
          postalCode: 'K1A 0A9',
        },
        timeSlotId: deliverySlots[0]?._id,
      }),
    );
  },
};

/** A postal code of another province than the one chosen. */
export const PostalCodeOfAnotherProvince: Story = {
  args: {
    previousAddresses: [],
    initial: {
      deliveryType: 'delivery',
      address: { address: '1 Main St', city: 'Ottawa', province: 'QC', postalCode: 'K1A 0A9' },
      timeSlotId: null,
    },
  },
  play: async () => {
    const details = await dialog();
    await userEvent.click(details.getByRole('button', { name: 'Confirm' }));
    await expect(
      await details.findByText('This postal code is not in the selected province'),
    ).toBeVisible();
  },
};

/** The slots are loading. */
export const LoadingSlots: Story = {
  args: { initial: { deliveryType: 'pickup', address: null, timeSlotId: null } },
  render: (args) => <DeliveryDetailsDialog {...args} />,
  play: async () => {
    const details = await dialog();
    await expect(
      details.getByRole('status', { name: 'Loading time slots...' }),
    ).toBeInTheDocument();
  },
};

/** No slot is free: said plainly. */
export const NoSlots: Story = {
  args: { initial: { deliveryType: 'pickup', address: null, timeSlotId: null }, timeSlots: [] },
  render: (args) => <DeliveryDetailsDialog {...args} />,
  play: async () => {
    const details = await dialog();
    await expect(
      details.getByText('No time slots are available. Please contact us.'),
    ).toBeInTheDocument();
  },
};

/** The slots could not be loaded: Try again. */
export const SlotsError: Story = {
  args: {
    initial: { deliveryType: 'pickup', address: null, timeSlotId: null },
    slotsError: true,
    onRetrySlots: fn(),
  },
  render: (args) => <DeliveryDetailsDialog {...args} />,
  play: async ({ args }) => {
    const details = await dialog();
    await expect(details.getByText('Failed to load time slots')).toBeInTheDocument();
    await userEvent.click(details.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetrySlots).toHaveBeenCalled();
  },
};

/** The server refused the slot (409, taken meanwhile): the page's message and the field error. */
export const SlotTaken: Story = {
  args: {
    initial: { deliveryType: 'pickup', address: null, timeSlotId: pickupSlots[1]?._id ?? null },
    problem: 'This time slot is no longer available. Please choose another.',
  },
  play: async () => {
    const details = await dialog();
    await expect(details.getByRole('alert')).toHaveTextContent(
      'This time slot is no longer available. Please choose another.',
    );
    await expect(details.getByRole('radio', { name: /Nov 27, 1:00/ })).toBeChecked();
  },
};

/** Confirming: the button is busy and Cancel is off until the page answers. */
export const Busy: Story = {
  args: {
    initial: { deliveryType: 'pickup', address: null, timeSlotId: pickupSlots[0]?._id ?? null },
    onConfirm: fn(() => new Promise<boolean>(() => {})),
  },
  play: async () => {
    const details = await dialog();
    await userEvent.click(details.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(details.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { initial: { deliveryType: 'delivery', address: null, timeSlotId: null } },
  play: async () => {
    const details = await dialog('Détails de livraison');
    await expect(details.getByText('Type de livraison')).toBeVisible();
    await expect(details.getByRole('radio', { name: 'Cueillette' })).toBeInTheDocument();
    await userEvent.click(details.getByRole('button', { name: 'Confirmer' }));
    await expect(await details.findByText('Choisissez une plage horaire')).toBeVisible();
  },
};
