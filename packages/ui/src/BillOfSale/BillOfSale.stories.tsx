import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderReady } from '../storybook/saleFixtures';
import { BillOfSale } from './BillOfSale';
import { valueOf } from '../storybook/queries';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'After the sale/BillOfSale',
  component: BillOfSale,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The printable bill of sale of a paid order: parties, vehicle, price, fees, delivery and taxes, payment date and signature lines; only the sheet prints.',
          use: 'On a paid order, for the buyer or the dealer to print or save as PDF.',
          avoid:
            'Before the order is paid, or to show what is owed on screen (use `PriceBreakdown` or `OrderDetail`).',
          pages: ['typography', 'spacing', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { order: orderReady, onPrint: fn() },
} satisfies Meta<typeof BillOfSale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both parties, the vehicle with its VIN and odometer, every amount, the payment; Print. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement).getByRole('article', { name: 'Bill of Sale' });
    await expect(sheet).toHaveTextContent('Order #3F2A9C1E');
    await expect(sheet).toHaveTextContent('Date of sale: November 26, 2026');
    await expect(within(sheet).getByTestId('bill-seller')).toHaveTextContent(
      'MarketDrop Demo Motors',
    );
    await expect(sheet).toHaveTextContent('250 Front St W, Toronto, ON M5V 3G5');
    await expect(within(sheet).getByTestId('bill-buyer')).toHaveTextContent('Amélie Tremblay');
    await expect(valueOf(sheet, 'Year')).toBe('2019');
    await expect(valueOf(sheet, 'Make')).toBe('Honda');
    await expect(valueOf(sheet, 'Model')).toBe('Civic');
    await expect(valueOf(sheet, 'VIN')).toBe('2HGFC1F39KH000123');
    await expect(valueOf(sheet, 'Odometer')).toBe('45,210 KM');
    await expect(valueOf(sheet, 'Vehicle price')).toBe('$18,900.00');
    await expect(valueOf(sheet, 'Documentation fee')).toBe('$99.00');
    await expect(valueOf(sheet, 'HST (13%)')).toBe('$2,469.87');
    await expect(valueOf(sheet, 'Total')).toBe('$21,468.87');
    await expect(within(sheet).getByTestId('bill-paid')).toHaveTextContent(/^Paid on /);
    await expect(sheet).toHaveTextContent('Seller signature');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** A vehicle without VIN or odometer reading: "Not known". */
export const UnknownVehicleFacts: Story = {
  args: {
    order: { ...orderReady, vehicle: { ...orderReady.vehicle, vin: null, miles: null } },
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'VIN')).toBe('Not known');
    await expect(valueOf(canvasElement, 'Odometer')).toBe('Not known');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('article', { name: 'Acte de vente' }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(valueOf(canvasElement, 'NIV')).toBe('2HGFC1F39KH000123');
    await expect(canvasElement).toHaveTextContent('Date de la vente : 26 novembre 2026');
  },
};
