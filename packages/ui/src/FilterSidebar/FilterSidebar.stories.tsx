import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleFilterOptions } from '../storybook/catalogueFixtures';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
import {
  EMPTY_VEHICLE_FILTERS,
  toAuctionsRequest,
  type VehicleFilters,
} from '@marketdrop/api-client';
import { purpose } from '../storybook/purpose';

/** Holds the filters like the listing page does. */
function ControlledSidebar(props: FilterSidebarProps) {
  const [value, setValue] = useState<VehicleFilters>(props.value);
  return (
    <FilterSidebar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const lastFilters = (onChange: FilterSidebarProps['onChange']) =>
  (onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as VehicleFilters;

const meta = {
  title: 'Catalogue/FilterSidebar',
  component: FilterSidebar,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The listing's filters: Brand, Category, Year, Fuel Type, Transmission, Price (a two-thumb slider), Type and Time Left, and Reset; a panel, or a drawer on small screens.",
          use: 'Beside a `VehicleGrid` that visitors browse.',
          avoid:
            "For My Bids' filters (use `MyBidsFilterDrawer`) or for sorting (use `SortSelect`).",
          pages: ['spacing', 'breakpoints', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    value: EMPTY_VEHICLE_FILTERS,
    onChange: fn(),
    onReset: fn(),
    onClose: fn(),
    options: sampleFilterOptions,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <ControlledSidebar {...args} />,
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight sections in their fixed order; each choice lands in the controlled value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Filters' });
    const headings = within(panel)
      .getAllByRole('button', { expanded: undefined })
      .filter((button) => button.hasAttribute('aria-expanded'))
      .map((button) => button.textContent);
    await expect(headings).toEqual([
      'Brand',
      'Category',
      'Year',
      'Fuel Type',
      'Transmission',
      'Price',
      'Type',
      'Time Left',
    ]);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Honda' }));
    await expect(lastFilters(args.onChange).brand).toEqual(['make-honda']);

    await userEvent.click(canvas.getByRole('button', { name: 'Category' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'SUV' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Year' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: '2021' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fuel Type' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Hybrid' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Transmission' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Manual' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Type' }));
    const types = within(await canvas.findByRole('group', { name: 'Type' }));
    await expect(
      types.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent),
    ).toEqual(['Auction', 'MarketDropAI', 'ClaimPOINT']);
    await userEvent.click(types.getByRole('checkbox', { name: 'ClaimPOINT' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Time Left' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Less than 24 hours' }));

    await expect(toAuctionsRequest(lastFilters(args.onChange))).toEqual({
      brandcategories: ['make-honda'],
      category: ['cat-suv'],
      year: [2021],
      fuelType: ['Hybrid'],
      transmission: ['Manual'],
      minPrice: null,
      maxPrice: null,
      auctionType: ['claimpoint'],
      timeLeft: ['lt24h'],
    });

    // Unticking removes the choice again.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Honda' }));
    await expect(lastFilters(args.onChange).brand).toEqual([]);
  },
};

/** The price slider: the server's range, steps of 500, and thumbs that cannot cross. */
export const PriceSlider: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('slider', { name: 'Minimum price' });
    const max = canvas.getByRole('slider', { name: 'Maximum price' });
    await expect(min).toHaveAttribute('aria-valuenow', '8000');
    await expect(max).toHaveAttribute('aria-valuenow', '64000');
    await expect(min).toHaveAttribute('aria-valuetext', '$8,000');
    await expect(canvas.getByTestId('price-range')).toHaveTextContent('$8,000$64,000');

    min.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuenow', '8500');
    await expect(lastFilters(args.onChange).price).toEqual([8500, 64000]);

    max.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(lastFilters(args.onChange).price).toEqual([8500, 63000]);

    // Pushing the upper thumb below the lower one stops at it: the thumbs never swap.
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(Number(max.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8500),
    );
    const [low, high] = lastFilters(args.onChange).price ?? [0, 0];
    await expect(low).toBe(8500);
    await expect(high).toBeGreaterThanOrEqual(low);
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuenow',
      '8500',
    );
  },
};

/** Reset clears every choice and puts the price back to the server range. */
export const Reset: Story = {
  args: {
    value: {
      brand: ['make-ford'],
      category: ['cat-truck'],
      year: [2018],
      fuelType: ['Gasoline'],
      transmission: ['Automatic'],
      price: [12000, 30000],
      auctionType: ['auction'],
      timeLeft: ['lt7d'],
    },
    defaultExpanded: ['brand', 'price', 'type'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Ford' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Auction' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuenow',
      '12000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(EMPTY_VEHICLE_FILTERS);
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('checkbox', { name: 'Ford' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Auction' })).not.toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuenow',
      '8000',
    );
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '64000',
    );
  },
};

/** Before filterdata answers: price 5000 to 20000, years 2023 down to 2000, empty lists say so. */
export const WithoutOptions: Story = {
  args: { options: undefined, defaultExpanded: ['brand', 'year', 'price', 'timeLeft'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuenow',
      '5000',
    );
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '20000',
    );
    const years = within(canvas.getByRole('group', { name: 'Year' })).getAllByRole('checkbox');
    await expect(years).toHaveLength(24);
    await expect(years[0]?.closest('label')).toHaveTextContent('2023');
    await expect(years[23]?.closest('label')).toHaveTextContent('2000');
    await expect(canvas.getAllByText('No options available').length).toBeGreaterThan(0);
    // The time-left buckets are fixed, so they show anyway.
    await expect(canvas.getByRole('checkbox', { name: 'More than 7 days' })).toBeInTheDocument();
  },
};

/** Small screens: the same panel in a drawer, with a close button. */
export const MobileDrawer: Story = {
  args: { variant: 'drawer', open: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('presentation');
    const panel = within(drawer).getByRole('region', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Toyota' }));
    await expect(lastFilters(args.onChange).brand).toEqual(['make-toyota']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close filters' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A closed drawer shows nothing. */
export const DrawerClosed: Story = {
  args: { variant: 'drawer', open: false },
  play: async () => {
    await expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Filtres' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réinitialiser' })).toBeVisible();
    const min = canvas.getByRole('slider', { name: 'Prix minimum' });
    await expect(min.getAttribute('aria-valuetext')?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '8 000 $',
    );
  },
};
