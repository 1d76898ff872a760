import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrustTransparency } from './TrustTransparency';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Public/Landing/TrustTransparency',
  component: TrustTransparency,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Trust & Transparency in three items: why a visitor can trust the market.',
          use: 'On the public landing page.',
          avoid: 'Inside the signed-in app.',
          pages: ['typography', 'spacing', 'breakpoints'],
        }),
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof TrustTransparency>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three items under Trust & Transparency. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Trust & Transparency' });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(section).getByRole('heading', { name: 'Verified dealers' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Confiance et transparence' }),
    ).toBeVisible();
  },
};
