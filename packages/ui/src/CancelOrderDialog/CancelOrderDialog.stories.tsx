import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CancelOrderDialog } from './CancelOrderDialog';

const screen = () => within(document.body);

const meta = {
  title: 'After the sale/CancelOrderDialog',
  component: CancelOrderDialog,
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
