import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FaqAccordion, type FaqAccordionItem } from './FaqAccordion';
import { purpose } from '../storybook/purpose';

const ITEMS: FaqAccordionItem[] = [
  {
    question: 'How do I create an account?',
    answer:
      'Click Signup, choose Consumer or Dealer and press Continue. We email you a 4-digit code to confirm your address.',
  },
  {
    question: 'How do I browse cars?',
    answer: 'Sign in and open Vehicles. Search, sort and filter by brand, year, price and more.',
  },
  {
    question: 'How do I place a bid?',
    answer:
      'Open the vehicle and press Place Bid. Enter at least the current price plus the increment.',
  },
];

const meta = {
  title: 'Public/FaqAccordion',
  component: FaqAccordion,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Frequently asked questions as an accordion, one open at a time, the first open initially.',
          use: 'On a page answering the common questions about buying and selling.',
          avoid:
            'For content a user must read in full (terms: use `ContentPage`) or for navigation.',
          pages: ['typography', 'spacing', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { items: ITEMS },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first question is open; opening another closes it; clicking the open one closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = ITEMS.map((item) =>
      canvas.getByRole('button', { name: item.question }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: ITEMS[0]?.question })).toBeVisible();

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/Sign in and open Vehicles/)).toBeVisible());

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  },
};

/** Keyboard: Tab to a question, Enter opens it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: ITEMS[1]?.question });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the questions' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No questions have been published yet.'),
    ).toBeVisible();
  },
};

/** French texts come from the `ui` catalogue; the questions are the caller's. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Chargement des questions' }),
    ).toBeVisible();
  },
};
