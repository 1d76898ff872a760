import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HowItWorks } from './HowItWorks';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Public/Landing/HowItWorks',
  component: HowItWorks,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'How It Works in three numbered steps, explaining to a first-time visitor how buying works.',
          use: 'On the public landing page.',
          avoid:
            'For instructions inside a flow (say them where they apply) or for the FAQ (`FaqAccordion`).',
          pages: ['typography', 'spacing', 'breakpoints'],
        }),
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three numbered steps under How It Works. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'How It Works' });
    const steps = within(section).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(within(section).getByRole('list').tagName).toBe('OL');
    await expect(
      steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Create your account', 'Bid, claim or buy', 'Win, pay and drive']);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Comment ça marche' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
  },
};
