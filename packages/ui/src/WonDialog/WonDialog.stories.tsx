import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAY_BY } from '../storybook/saleFixtures';
import { WonDialog } from './WonDialog';
import { purpose } from '../storybook/purpose';

const screen = () => within(document.body);

const meta = {
  title: 'After the sale/WonDialog',
  component: WonDialog,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The Won dialog: Congratulations, the vehicle and its price, the payment deadline and Continue to Delivery.',
          use: 'In My Bids, for an auction the viewer won, to lead them to delivery and payment.',
          avoid:
            'For a purchase made with Buy Now or Claim Now (`PurchaseDialog` shows its own result).',
          pages: ['colours', 'elevation', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: true,
    vehicleName: '2019 Honda Civic EX',
    price: 18_900,
    paymentDeadline: PAY_BY,
    onContinue: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof WonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Congratulations", the vehicle and price, the deadline; Continue to Delivery goes on. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Congratulations' });
    await expect(dialog).toHaveTextContent('You won 2019 Honda Civic EX at $18,900.');
    await expect(dialog).toHaveTextContent('Please pay by Nov 28, 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Delivery' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Later closes it without going on. */
export const Later: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Congratulations' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'Félicitations' },
      { timeout: 10000 },
    );
    await expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      'Vous avez remporté 2019 Honda Civic EX à 18 900 $.',
    );
    await expect(
      within(dialog).getByRole('button', { name: 'Continuer vers la livraison' }),
    ).toBeVisible();
  },
};
