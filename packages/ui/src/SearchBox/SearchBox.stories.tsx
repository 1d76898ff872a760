import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from './SearchBox';
import { purpose } from '../storybook/purpose';

function ControlledSearchBox(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBox
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
  title: 'Catalogue/SearchBox',
  component: SearchBox,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The vehicle search: a labelled search field with a clear button and a search button.',
          use: 'In the header on the listing page, or above a listing.',
          avoid:
            'For filtering by a fact (use `FilterSidebar`) or searching admin lists (they have their own box).',
          pages: ['spacing', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { value: '', onChange: fn(), onSearch: fn() },
  render: (args) => <ControlledSearchBox {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each change; Enter and the search button search; the clear button empties it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search vehicles' });
    await expect(input).toHaveAttribute('placeholder', 'Search...');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await userEvent.type(input, 'Civic');
    await expect(args.onChange).toHaveBeenLastCalledWith('Civic');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Civic');

    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Escape clears a filled box too. */
export const ClearWithEscape: Story = {
  args: { value: 'Toyota' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search vehicles' });
    await expect(input).toHaveValue('Toyota');
    await userEvent.type(input, '{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole(
      'searchbox',
      {
        name: 'Rechercher des véhicules',
      },
      { timeout: 5000 },
    );
    await expect(input).toHaveAttribute('placeholder', 'Rechercher...');
  },
};

/**
 * With an `action` the box is a search form (`GET`, field `search`): a page rendered by the server
 * searches on Enter before its script has loaded. Once the script runs, Enter and the button
 * search in the page and the form is never submitted.
 */
export const AsAForm: Story = {
  args: { action: '/listing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/listing');
    await expect(form).toHaveAttribute('method', 'get');
    const input = canvas.getByRole('searchbox', { name: 'Search vehicles' });
    await expect(input).toHaveAttribute('name', 'search');
    let submitted = 0;
    const count = () => submitted++;
    form.addEventListener('submit', count);
    await userEvent.type(input, 'Civic{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Civic');
    // The in-page search handled it: the story is still here, nothing was submitted.
    await expect(submitted).toBe(0);
    form.removeEventListener('submit', count);
  },
};
