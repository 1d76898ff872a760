import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { Footer } from './Footer';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The site footer: links, the mobile-app promotion and social links.',
          use: 'At the bottom of every page of the web app.',
          avoid: 'On a partner site (widgets come without it).',
          pages: ['colours', 'typography', 'breakpoints'],
        }),
      },
    },
    layout: 'fullscreen',
  },
  args: { LinkComponent: StoryLink, year: 2025 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Footer' }));
    const expected: Array<[string, string]> = [
      ['About Us', '/about'],
      ['Contact Support', '/contact'],
      ["FAQ's", '/faq'],
      ['Feedback', '/contact'],
      ['Privacy & Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-conditions'],
    ];
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(
      expected.map(([label]) => label),
    );
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    // The app promotion and the social links are placeholders by default: the stores say
    // "Coming soon" and are not links.
    await expect(canvas.queryByRole('link', { name: /App Store/ })).toBeNull();
    await expect(canvas.getByText('App Store').parentElement).toHaveTextContent(
      'Download on the App Store Coming soon',
    );
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', '#');
    await expect(canvas.getByText('© 2025 MarketDrop. All rights reserved.')).toBeVisible();
  },
};

export const WithStoreLinks: Story = {
  args: {
    externalLinks: {
      appStore: 'https://apps.apple.com/app/id000000',
      googlePlay: 'https://play.google.com/store/apps/details?id=example',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=example',
    );
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', '#');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: "FAQ's" })).toBeVisible();
  },
};
