import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { keyedMessages } from '@marketdrop/validation';
import { ContactForm } from './ContactForm';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Public/ContactForm',
  component: ContactForm,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The Contact Support form: Name, Email, Subject, Message and Submit, checked with the shared contact schema; the server's field errors show on their fields.",
          use: "On the contact page (the footer's Contact Support and Feedback links).",
          avoid:
            'For questions answered by the FAQ (`FaqAccordion`) or for messages about an order.',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const GOOD = {
  name: 'Marc Gagnon',
  email: 'marc@example.ca',
  subject: 'Pickup on Thursday',
  message: 'Can I pick up my car on Friday instead?',
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'How Can We Help You?' })).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(canvas.getByRole('form', { name: 'How Can We Help You?' })).toBeVisible();
  },
};

/** Submitting empty shows a message on every field; a bad e-mail and a short message too. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Subject is required')).toBeVisible();
    await expect(canvas.getByText('Message is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'marc@');
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Message'), 'Hi there');
    await expect(await canvas.findByText('Message must be at least 10 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid message is sent trimmed, then the form clears. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), `  ${GOOD.name}`);
    await userEvent.type(canvas.getByLabelText('Email'), GOOD.email);
    await userEvent.type(canvas.getByLabelText('Subject'), GOOD.subject);
    await userEvent.type(canvas.getByLabelText('Message'), GOOD.message);
    await expect(canvas.getByText(`${GOOD.message.length} / 5000`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(GOOD));
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveValue(''));
    await expect(canvas.getByLabelText('Message')).toHaveValue('');
  },
};

/** The server's 400 field errors show on their fields; the values are kept. */
export const ServerErrors: Story = {
  args: {
    defaultValues: GOOD,
    fieldErrors: {
      email: keyedMessages.pleaseEnterValidEmail,
      subject: keyedMessages.required('subject'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByText('Subject is required')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getByLabelText('Email')).toHaveValue(GOOD.email);
  },
};

/** A failed send (the call throws or resolves to false) keeps what was typed. */
export const Failed: Story = {
  args: { onSubmit: fn(async () => false), defaultValues: GOOD },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByLabelText('Subject')).toHaveValue(GOOD.subject);
  },
};

/** Signed in: name and e-mail come prefilled and stay after a successful send. */
export const Prefilled: Story = {
  args: { defaultValues: { name: 'Lea Roy', email: 'lea@example.ca' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Subject'), 'Delivery');
    await userEvent.type(canvas.getByLabelText('Message'), 'Do you deliver to Gatineau?');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByLabelText('Subject')).toHaveValue(''));
    await expect(canvas.getByLabelText('Name')).toHaveValue('Lea Roy');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Submit/ })).toBeDisabled();
  },
};

/** French labels and messages (the contact schema's messages shown in French). */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Comment pouvons-nous vous aider?' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Message'), 'Bonjour');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(
      await canvas.findByText('Le message doit contenir au moins 10 caractères'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Courriel')).toHaveAttribute('aria-invalid', 'true');
  },
};
