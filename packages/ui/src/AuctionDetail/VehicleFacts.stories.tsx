import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { makeAuction } from '../storybook/catalogueFixtures';
import { valueOf } from '../storybook/queries';
import { VehicleFacts } from './VehicleFacts';
import { purpose } from '../storybook/purpose';

const vehicle = makeAuction().vehicle;

/** The terms of the list, in order. */
const terms = (root: HTMLElement) => [...root.querySelectorAll('dt')].map((dt) => dt.textContent);

const meta = {
  title: 'Catalogue/AuctionDetail/VehicleFacts',
  component: VehicleFacts,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Every fact the dealer entered about a vehicle (year, make, model, trim, category, odometer, VIN with copy, colour, fuel, transmission, drivetrain), with a row only for the facts it has and the condition report when there is one.',
          use: "In the Specifications section of the detail page and of a listing's preview.",
          avoid: "For a card's short facts (the card shows mileage, fuel and drivetrain itself).",
          pages: ['typography', 'spacing', 'content'],
        }),
      },
    },
    layout: 'padded',
  },
  args: { vehicle, baseUrl: '' },
} satisfies Meta<typeof VehicleFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every fact the dealer entered; the VIN's button copies it and says "Copied". */
export const Default: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(terms(canvasElement)).toEqual([
      'Stock #',
      'Year',
      'Make',
      'Model',
      'Trim',
      'Category',
      'Odometer',
      'VIN',
      'Exterior colour',
      'Fuel',
      'Transmission',
      'Drivetrain',
    ]);
    // The spec's Stock #: the vehicle's id as a short reference, never its name.
    await expect(valueOf(canvasElement, 'Stock #')).toBe('VEH1001');
    await expect(valueOf(canvasElement, 'Odometer')).toBe('45,210 KM');
    await expect(valueOf(canvasElement, 'Category')).toBe('Sedan');
    await expect(valueOf(canvasElement, 'Exterior colour')).toBe('Rallye Red');
    await expect(canvas.getByTestId('vin')).toHaveTextContent('2HGFE2F59MH000001');
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.click(canvas.getByRole('button', { name: 'Copy VIN' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('2HGFE2F59MH000001');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));

    const report = canvas.getByRole('link', { name: 'View Vehicle CR' });
    await expect(report).toHaveAttribute('href', '/files/reports/veh-1001.html');
  },
};

/** The browser refused the clipboard: the line says so instead of "Copied". */
export const CopyRefused: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy VIN' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Could not copy'));
  },
};

/** No VIN, colour, fuel or category: their rows are left out (no N/A), nor a copy button. */
export const WithoutVin: Story = {
  args: {
    vehicle: {
      ...vehicle,
      vin: null,
      exteriorColour: '  ',
      fuelType: null,
      category: null,
      odometerUnit: 'MI',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(terms(canvasElement)).toEqual([
      'Stock #',
      'Year',
      'Make',
      'Model',
      'Trim',
      'Odometer',
      'Transmission',
      'Drivetrain',
    ]);
    await expect(valueOf(canvasElement, 'Odometer')).toBe('45,210 MI');
    await expect(canvas.queryByRole('button', { name: 'Copy VIN' })).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('N/A');
  },
};

/** No condition report: no "View Vehicle CR" button at all. */
export const NoConditionReport: Story = {
  args: { vehicle: { ...vehicle, conditionReport: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'View Vehicle CR' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'View Vehicle CR' })).toBeNull();
    await expect(terms(canvasElement)).toContain('VIN');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Copier le NIV' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(terms(canvasElement)).toEqual([
      'N° de stock',
      'Année',
      'Marque',
      'Modèle',
      'Version',
      'Catégorie',
      'Odomètre',
      'NIV',
      'Couleur extérieure',
      'Carburant',
      'Transmission',
      'Motricité',
    ]);
    await expect(canvas.getByRole('link', { name: "Voir le rapport d'état" })).toBeVisible();
  },
};
