import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DealerVerificationPanel } from './DealerVerificationPanel';
import { purpose } from '../storybook/purpose';

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const fileInput = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`input[type=file][name=${name}]`) as HTMLInputElement;

const meta = {
  title: 'Dealer/DealerVerificationPanel',
  component: DealerVerificationPanel,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A dealer's business verification: where it stands (not verified, under review, verified, rejected with the reason) and the upload of the licence and business registration.",
          use: 'In the dealer area until the business is verified.',
          avoid: "For the admin's side (use `AdminVerificationQueue`).",
          pages: ['colours', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { status: 'pending', onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DealerVerificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not verified yet: both documents are asked for; Submit sends them together. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not verified yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dealer licence: Choose file' })).toBeVisible();
    // Nothing chosen: both are required, nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Submit documents' }));
    await expect(canvas.getByText('Dealer licence is required')).toBeVisible();
    await expect(canvas.getByText('Business registration is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const licence = pdf('licence.pdf');
    const registration = new File([new Uint8Array(512)], 'registration.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement, 'dealerLicence'), licence);
    await userEvent.upload(fileInput(canvasElement, 'businessRegistration'), registration);
    await expect(canvas.getByTestId('dealerLicence-name')).toHaveTextContent('licence.pdf');
    await expect(canvas.queryByText('Dealer licence is required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit documents' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      dealerLicence: licence,
      businessRegistration: registration,
    });
    // The form clears once sent.
    await waitFor(() =>
      expect(canvas.getByTestId('dealerLicence-name')).toHaveTextContent('No file chosen'),
    );
  },
};

/** A file that is not an image or a PDF, or one over 10 MB, is refused before anything is sent. */
export const BadFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const word = new File(['x'], 'licence.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await userEvent.upload(fileInput(canvasElement, 'dealerLicence'), word, { applyAccept: false });
    await expect(canvas.getByText('Please upload a valid image or PDF file')).toBeVisible();
    await userEvent.upload(
      fileInput(canvasElement, 'businessRegistration'),
      pdf('huge.pdf', 10 * 1024 * 1024 + 1),
    );
    await expect(canvas.getByText('File size should not exceed 10MB')).toBeVisible();
    await expect(canvas.getByTestId('businessRegistration-name')).toHaveTextContent(
      'No file chosen',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the button says so and cannot be pressed again. */
export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Submitting/ })).toBeDisabled();
  },
};

/** Under review: the date they were received, no form. */
export const Submitted: Story = {
  args: { status: 'submitted', submittedAt: '2026-11-20T15:00:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Documents under review')).toBeVisible();
    const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(
      new Date('2026-11-20T15:00:00Z'),
    );
    await expect(canvas.getByText(new RegExp(`received your documents on ${day}`))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit documents' })).toBeNull();
  },
};

/** Verified: the badge, and the dealer may list. */
export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verified dealer')).toBeVisible();
    await expect(canvas.getByText(/you can create and publish listings/)).toBeVisible();
    await expect(canvasElement.querySelector('input[type=file]')).toBeNull();
  },
};

/** Rejected: the admin's reason, and the documents can be sent again. */
export const Rejected: Story = {
  args: { status: 'rejected', rejectionReason: 'The dealer licence has expired.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Verification rejected');
    await expect(alert).toHaveTextContent('Reason: The dealer licence has expired.');
    await expect(canvas.getByRole('button', { name: 'Submit documents' })).toBeEnabled();
  },
};

/** The server refused a file: its message shows under that document. */
export const ServerFieldError: Story = {
  args: { fieldErrors: { dealerLicence: 'Please upload a valid image or PDF file' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Please upload a valid image or PDF file'),
    ).toBeVisible();
  },
};

/** Loading the status. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText('Business verification')).toBeNull();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { status: 'rejected', rejectionReason: 'Permis expiré.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Vérification de l'entreprise", {}, { timeout: 5_000 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Motif : Permis expiré.');
    await expect(canvas.getByRole('button', { name: 'Envoyer les documents' })).toBeVisible();
  },
};
