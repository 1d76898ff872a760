import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentPage, type ContentPageData } from './ContentPage';
import { purpose } from '../storybook/purpose';

const ABOUT: ContentPageData = {
  title: 'About Us',
  effectiveOn: null,
  sections: [
    {
      heading: 'Who We Are',
      body: [
        'MarketDrop is a Canadian online vehicle marketplace where consumers and licensed dealers buy cars, trucks and SUVs.',
      ],
    },
    {
      heading: 'What We Do',
      body: [
        'We run a weekly vehicle sale that closes every Thursday at 7 p.m. Toronto time.',
        'MarketDropAI: the price starts at the sticker price and drops until someone claims it.',
      ],
    },
    {
      heading: 'Our Values',
      body: ['Transparency. Fairness. Trust. Respect for your time.'],
    },
  ],
};

const TERMS: ContentPageData = {
  title: 'Terms & Conditions',
  effectiveOn: '2026-11-22',
  sections: [
    ...ABOUT.sections,
    {
      heading: 'Fees',
      body: ['Buyers pay no buyer’s premium; a flat $99 documentation fee applies.'],
    },
    {
      heading: 'Payment',
      body: ['Payment in full is due within 48 hours of the close of the sale.'],
    },
  ],
};

const meta = {
  title: 'Public/ContentPage',
  component: ContentPage,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A stored content page (About Us, Terms & Conditions, Privacy Policy): title, effective date, optional contents, and each section's heading and paragraphs, rendered as text, never HTML.",
          use: "For the site's long, stored texts.",
          avoid:
            'For marketing sections (use the landing components) or for the FAQ (`FaqAccordion`).',
          pages: ['typography', 'spacing', 'breakpoints'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { page: ABOUT },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About Us: the title and each section's heading and paragraphs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Who We Are', 'What We Do', 'Our Values']);
    await expect(canvas.getByRole('region', { name: 'What We Do' })).toHaveTextContent(
      /closes every Thursday/,
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A long page with an effective date gets an "On this page" list linking to each section. */
export const WithContents: Story = {
  args: { page: TERMS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Effective November 22, 2026')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'On this page' }));
    await expect(nav.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '#fees');
    await expect(canvas.getByRole('heading', { name: 'Fees' })).toHaveAttribute('id', 'fees');
    await expect(nav.getByRole('link', { name: 'Who We Are' })).toHaveAttribute(
      'href',
      '#who-we-are',
    );
  },
};

export const Loading: Story = {
  args: { page: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** A failure shows the message and Try again. */
export const Failed: Story = {
  args: { page: null, error: 'Failed to load the page', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the page');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The date and the texts of the component follow the language. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    page: {
      title: 'Conditions générales',
      effectiveOn: '2026-11-22',
      sections: [
        { heading: 'Qui nous sommes', body: ['MarketDrop est un marché en ligne canadien.'] },
        { heading: 'Ce que nous faisons', body: ['Nous tenons une vente hebdomadaire.'] },
        { heading: 'Nos valeurs', body: ['Transparence.'] },
        { heading: 'Frais', body: ['Aucune prime d’acheteur.'] },
        { heading: 'Paiement', body: ['Dans les 48 heures.'] },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('En vigueur le 22 novembre 2026')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Sur cette page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ce que nous faisons' })).toHaveAttribute(
      'href',
      '#ce-que-nous-faisons',
    );
  },
};
