import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewOrderDialog } from './ReviewOrderDialog';
import { purpose } from '../storybook/purpose';

const screen = () => within(document.body);
// The stars' radios sit under the icons, which pick the star from the pointer's position: the
// radios are clicked directly, as a keyboard or screen reader user does.

const meta = {
  title: 'After the sale/ReviewOrderDialog',
  component: ReviewOrderDialog,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "Review a completed order: 1 to 5 stars and an optional comment, checked with the server's schema.",
          use: 'From Write a review on a completed order.',
          avoid: 'Before the order is completed.',
          pages: ['elevation', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: true,
    vehicleName: '2019 Honda Civic EX',
    onSubmit: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof ReviewOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four stars and a comment. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Review your purchase' }));
    fireEvent.click(dialog.getByLabelText('4 stars'));
    await userEvent.type(dialog.getByLabelText('Comment'), 'Smooth pickup, car as described.');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        rating: 4,
        comment: 'Smooth pickup, car as described.',
      }),
    );
  },
};

/** Stars only: no comment is sent. */
export const RatingOnly: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Review your purchase' }));
    fireEvent.click(dialog.getByLabelText('1 star'));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ rating: 1 }));
  },
};

/** No rating: "Choose a rating from 1 to 5 stars", nothing sent. */
export const WithErrors: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Review your purchase' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    await expect(await dialog.findByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Review your purchase' }));
    fireEvent.click(dialog.getByLabelText('5 stars'));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = within(
      await screen().findByRole('dialog', { name: 'Évaluez votre achat' }, { timeout: 10000 }),
    );
    await expect(dialog.getByLabelText('3 étoiles')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: "Envoyer l'avis" }));
    await expect(await dialog.findByText('Choisissez une note de 1 à 5 étoiles')).toBeVisible();
  },
};
