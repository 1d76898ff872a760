import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect, type SortSelectProps, type SortSelectValue } from './SortSelect';
import { purpose } from '../storybook/purpose';

/** Holds the value like a page would, so the select shows the choice. */
function ControlledSortSelect(props: SortSelectProps) {
  const [value, setValue] = useState<SortSelectValue>(props.value);
  return (
    <SortSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/SortSelect',
  component: SortSelect,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The listing's sort as a native select in the outlined style: the phone's own picker, the platform's keyboard and screen-reader support, and no MUI menu in the first load.",
          use: 'Above a listing of vehicles.',
          avoid: 'For My Bids (its sort is in `MyBidsFilterDrawer`).',
          pages: ['spacing', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { value: '', onChange: fn() },
  render: (args) => <ControlledSortSelect {...args} />,
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Select" first; each option gives its sort value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Select');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select', 'Price Low to High', 'Price High to Low', 'Ending Soon', 'Newest First']);
    await userEvent.selectOptions(select, 'Price High to Low');
    await expect(args.onChange).toHaveBeenLastCalledWith('highToLow');
    await expect(select).toHaveDisplayValue('Price High to Low');

    await userEvent.selectOptions(select, 'Ending Soon');
    await expect(args.onChange).toHaveBeenLastCalledWith('endingSoon');
    await userEvent.selectOptions(select, 'Newest First');
    await expect(args.onChange).toHaveBeenLastCalledWith('newestFirst');
    await userEvent.selectOptions(select, 'Select');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(select).toHaveDisplayValue('Select');
  },
};

/** Disabled while nothing can be sorted. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  },
};

/** The listing starts at Price Low to High. */
export const LowToHigh: Story = {
  args: { value: 'lowToHigh' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Sort by' }),
    ).toHaveDisplayValue('Price Low to High');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { value: 'lowToHigh' },
  play: async ({ canvasElement }) => {
    const select = await within(canvasElement).findByRole(
      'combobox',
      { name: 'Trier par' },
      { timeout: 5000 },
    );
    await expect(select).toHaveDisplayValue('Prix croissant');
  },
};
