import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhyBuyersWin } from './WhyBuyersWin';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Public/Landing/WhyBuyersWin',
  component: WhyBuyersWin,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Why Buyers Win in five points: what a buyer gains on MarketDrop.',
          use: 'On the public landing page.',
          avoid: 'Inside the signed-in app.',
          pages: ['typography', 'spacing', 'breakpoints'],
        }),
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof WhyBuyersWin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five points, each a titled card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Why Buyers Win' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    await expect(
      within(section).getByRole('heading', { name: 'No buyer’s premium' }),
    ).toBeVisible();
    await expect(within(section).getByText(/flat \$99 documentation fee/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Pourquoi les acheteurs y gagnent',
      }),
    ).toBeVisible();
  },
};
