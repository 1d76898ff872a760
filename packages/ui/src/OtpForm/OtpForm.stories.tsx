import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFormWidth } from '../storybook/decorators';
import { OtpForm, type OtpFormHandle } from './OtpForm';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/OtpForm',
  component: OtpForm,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'OTP Verification: four one-digit boxes that move on as you type, back on Backspace, and fill from a pasted code; Resend OTP.',
          use: 'After sign-up or forgot password, to check the code sent by e-mail.',
          avoid: 'For any other number entry.',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onSubmit: fn(), onResend: fn() },
  decorators: [withFormWidth],
} satisfies Meta<typeof OtpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) =>
  [1, 2, 3, 4].map((n) => within(canvasElement).getByLabelText(`Digit ${n} of 4`));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const [first] = boxes(canvasElement);
    await waitFor(() => expect(first).toHaveFocus());
    await expect(within(canvasElement).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('OTP is required')).toBeVisible();
    const [first] = boxes(canvasElement);
    await userEvent.type(first!, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Enter 4 digits')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing moves to the next box; letters are refused; Backspace in an empty box moves back. */
export const AutoAdvance: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second, third, fourth] = boxes(canvasElement);
    await userEvent.click(first!);
    await userEvent.keyboard('1');
    await expect(first).toHaveValue('1');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(second).toHaveValue('');
    await userEvent.keyboard('23');
    await expect(third).toHaveValue('3');
    await expect(fourth).toHaveFocus();
    // Backspace in the empty fourth box goes back to the third and clears it.
    await userEvent.keyboard('{Backspace}');
    await expect(third).toHaveFocus();
    await expect(third).toHaveValue('');
    await userEvent.keyboard('45');
    await expect(
      [first, second, third, fourth].map((box) => (box as HTMLInputElement).value),
    ).toEqual(['1', '2', '4', '5']);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ otp: '1245' }));
  },
};

/** Pasting a 4-digit code fills all the boxes, whichever box has the focus. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = boxes(canvasElement);
    await userEvent.click(all[2]!);
    await userEvent.paste('4821');
    await expect(all.map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ otp: '4821' }));
  },
};

/** A successful resend clears the boxes and focuses the first. */
export const Resend: Story = {
  args: { onResend: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = boxes(canvasElement);
    await userEvent.click(all[0]!);
    await userEvent.keyboard('987');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(all[0]).toHaveFocus());
    await expect(all.map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '']);
  },
};

/** A failed resend (resolving to false) keeps the boxes. */
export const ResendFailed: Story = {
  args: { onResend: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = boxes(canvasElement);
    await userEvent.click(all[0]!);
    await userEvent.keyboard('98');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(args.onResend).toHaveBeenCalledTimes(1));
    await expect(all[0]).toHaveValue('9');
    await expect(all[1]).toHaveValue('8');
  },
};

/** The parent can clear the boxes through the ref. */
export const ClearFromParent: Story = {
  render: function Render(args) {
    const ref = useRef<OtpFormHandle>(null);
    return (
      <>
        <OtpForm {...args} ref={ref} />
        <Button sx={{ mt: 2 }} onClick={() => ref.current?.clear()}>
          Clear code
        </Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = boxes(canvasElement);
    await userEvent.click(all[0]!);
    await userEvent.paste('1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear code' }));
    await waitFor(() => expect(all[0]).toHaveFocus());
    await expect(all.map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '']);
  },
};

export const Busy: Story = {
  args: { busy: true, resendDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Verify/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  },
};
