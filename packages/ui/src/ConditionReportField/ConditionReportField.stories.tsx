import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConditionReportField } from './ConditionReportField';
import { purpose } from '../storybook/purpose';

const input = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>(
    'input[type=file][name=conditionReport]',
  ) as HTMLInputElement;

const meta = {
  title: 'Dealer/ConditionReportField',
  component: ConditionReportField,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A listing's condition report: the stored PDF as a link, and Choose, Replace or Remove.",
          use: "In the dealer's listing form.",
          avoid:
            "For photos (use `PhotoManager`) or a dealer's verification documents (`DealerVerificationPanel`).",
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onUpload: fn(), onRemove: fn() },
} satisfies Meta<typeof ConditionReportField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None yet: a PDF is taken, anything else refused. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PDF, up to 10 MB')).toBeVisible();
    await userEvent.upload(
      input(canvasElement),
      new File(['x'], 'report.png', { type: 'image/png' }),
      {
        applyAccept: false,
      },
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please upload a PDF file');
    const pdf = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    await userEvent.upload(input(canvasElement), pdf);
    await expect(args.onUpload).toHaveBeenCalledWith(pdf);
    await expect(canvas.getByRole('button', { name: 'Choose PDF' })).toBeVisible();
  },
};

/** Stored: its link, Replace and Remove. */
export const Stored: Story = {
  args: { report: { name: 'Condition report.pdf', url: '/user/media/docs/cr.pdf' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Condition report.pdf' })).toHaveAttribute(
      'href',
      '/user/media/docs/cr.pdf',
    );
    await expect(canvas.getByRole('button', { name: 'Replace PDF' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** Not saved yet. */
export const Disabled: Story = {
  args: { disabled: true, disabledReason: 'Save the draft first, then add its photos.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose PDF' })).toBeDisabled();
    await expect(canvas.getByText('Save the draft first, then add its photos.')).toBeVisible();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'button',
      { name: 'Choisir un PDF' },
      { timeout: 5_000 },
    );
  },
};
