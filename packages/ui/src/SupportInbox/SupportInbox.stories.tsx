import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupportInbox, type SupportInboxMessage } from './SupportInbox';
import { purpose } from '../storybook/purpose';

const open: SupportInboxMessage = {
  _id: 'm-1',
  reference: 'MD-3F9A1C2B',
  name: 'Amira Haddad',
  email: 'amira@example.com',
  subject: 'Pickup time',
  message: 'Can I pick up my car on Saturday morning?',
  status: 'open',
  handledAt: null,
  handledBy: null,
  createdAt: '2026-11-24T15:00:00Z',
};
const handled: SupportInboxMessage = {
  ...open,
  _id: 'm-2',
  subject: 'Refund',
  status: 'handled',
  handledAt: '2026-11-24T18:00:00Z',
  handledBy: 'Admin MarketDrop',
};

const meta = {
  title: 'Admin/SupportInbox',
  component: SupportInbox,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The admin's Contact Support inbox: open and handled messages with reference, sender, subject, text and date; Reply by e-mail and Mark handled.",
          use: 'In the admin console.',
          avoid: 'For visitors writing in (use `ContactForm`).',
          pages: ['typography', 'spacing', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    messages: [open],
    status: 'open',
    openCount: 1,
    onStatusChange: fn(),
    onMarkHandled: fn(),
  },
} satisfies Meta<typeof SupportInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open messages: sender, subject, text, reference; Reply by e-mail and Mark handled. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Open (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = canvas.getByRole('article', { name: 'Pickup time' });
    await expect(row).toHaveTextContent('MD-3F9A1C2B');
    await expect(row).toHaveTextContent('Amira Haddad <amira@example.com>');
    await expect(row).toHaveTextContent('Can I pick up my car on Saturday morning?');
    await expect(within(row).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:amira%40example.com?subject=MD-3F9A1C2B%3A%20Pickup%20time',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Mark handled' }));
    await expect(args.onMarkHandled).toHaveBeenCalledWith(open);
    await userEvent.click(canvas.getByRole('tab', { name: 'Handled' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('handled');
  },
};

/** Handled ones say by whom; no button. */
export const Handled: Story = {
  args: { status: 'handled', messages: [handled] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article', { name: 'Refund' });
    await expect(row).toHaveTextContent('Handled by Admin MarketDrop on');
    await expect(within(row).queryByRole('button', { name: 'Mark handled' })).toBeNull();
  },
};

/** Nothing open. */
export const Empty: Story = {
  args: { messages: [], openCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open messages.')).toBeVisible();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Ouverts (1)' }, { timeout: 5_000 });
    await expect(canvas.getByRole('button', { name: 'Marquer comme traité' })).toBeVisible();
  },
};
