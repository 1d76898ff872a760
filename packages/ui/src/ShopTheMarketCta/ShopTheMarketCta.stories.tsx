import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { ShopTheMarketCta } from './ShopTheMarketCta';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Public/Landing/ShopTheMarketCta',
  component: ShopTheMarketCta,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Shop the Market Now: the call to action that closes the landing page and leads into the market.',
          use: 'Once, at the end of the public landing page.',
          avoid: 'Several times on a page, or inside the signed-in app.',
          pages: ['colours', 'typography', 'breakpoints'],
        }),
      },
    },
    layout: 'fullscreen',
  },
  args: { onClick: fn() },
} satisfies Meta<typeof ShopTheMarketCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain anchor to /listing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Shop the Market Now' });
    await expect(link).toHaveAttribute('href', '/listing');
    await expect(link).not.toHaveAttribute('to');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** With a router link and another target. */
export const WithRouterLink: Story = {
  args: { LinkComponent: StoryLink, href: '/signup' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop the Market Now' });
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link).toHaveAttribute('href', '/signup');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Magasiner maintenant' }),
    ).toBeVisible();
  },
};
