import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PulseLoader } from './PulseLoader';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Feedback/PulseLoader',
  component: PulseLoader,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The loading screen: a pulsing dot with Loading..., announced as a status; no pulse for reduced motion.',
          use: 'While a whole page or screen loads.',
          avoid:
            'Inside a list or card (use their placeholders) or in a button (use its busy state).',
          pages: ['colours', 'breakpoints', 'accessibility'],
        }),
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof PulseLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
  },
};

export const Inline: Story = {
  args: { fullScreen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};
