import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { carPictures } from '../storybook/catalogueFixtures';
import { AdminVerificationQueue, type VerificationApplication } from './AdminVerificationQueue';
import { purpose } from '../storybook/purpose';

const application: VerificationApplication = {
  userId: 'u-1',
  firstName: 'Dana',
  lastName: 'Singh',
  email: 'dana@mapleleafmotors.ca',
  phoneNumber: '4165550100',
  businessName: 'Maple Leaf Motors',
  businessAddress: '100 King St W, Toronto',
  dealershipNumber: 'OMVIC-55321',
  taxNumber: '123456789RT0001',
  city: 'Toronto',
  province: 'ON',
  status: 'submitted',
  reason: null,
  submittedAt: '2026-11-24T15:00:00Z',
  documents: [
    {
      _id: 'd-1',
      kind: 'dealerLicence',
      name: 'licence.png',
      mimeType: 'image/png',
      url: '/user/dealerDocuments/d-1',
    },
    {
      _id: 'd-2',
      kind: 'businessRegistration',
      name: 'registration.pdf',
      mimeType: 'application/pdf',
      url: '/user/dealerDocuments/d-2',
    },
  ],
};

const meta = {
  title: 'Admin/AdminVerificationQueue',
  component: AdminVerificationQueue,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The queue of dealers waiting for verification: business details, contact, submission date, their documents in a viewer, Verify and Reject with a reason.',
          use: "In the admin console, to verify dealers' businesses.",
          avoid: "For the dealer's own side of verification (use `DealerVerificationPanel`).",
          pages: ['colours', 'typography', 'spacing', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    dealers: [application],
    onVerify: fn(),
    onReject: fn(),
    loadDocument: fn(async () => carPictures.blue),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminVerificationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (root: HTMLElement) => within(root.ownerDocument.body);

/** A dealer waiting: business details, documents in the viewer, Verify. */
export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('article', { name: 'Maple Leaf Motors' });
    await expect(row).toHaveTextContent('OMVIC-55321');
    await expect(row).toHaveTextContent('123456789RT0001');
    await expect(row).toHaveTextContent('Dana Singh · dana@mapleleafmotors.ca · 4165550100');

    await userEvent.click(within(row).getByRole('button', { name: 'View Dealer licence' }));
    await expect(args.loadDocument).toHaveBeenCalledWith(application.documents[0]);
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Dealer licence of Maple Leaf Motors',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Dealer licence' })).toHaveAttribute(
        'src',
        carPictures.blue,
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    await userEvent.click(within(row).getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith(application);
  },
};

/** Reject asks for a reason the dealer will read (at least 5 characters). */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Reject Maple Leaf Motors?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(within(dialog).getByText('Reason is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Old');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(within(dialog).getByText('Reason must be at least 5 characters')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      ' licence expired',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith(application, 'Old licence expired');
  },
};

/** A document that cannot be fetched. */
export const DocumentFails: Story = {
  args: { loadDocument: fn(async () => Promise.reject(new Error('403'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'View Business registration' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The document could not be loaded.',
    );
  },
};

/** Nobody waiting. */
export const Empty: Story = {
  args: { dealers: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No dealers are waiting for verification.'),
    ).toBeVisible();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Vérifier' }, { timeout: 5_000 });
    await expect(canvas.getByRole('button', { name: 'Voir : Permis de commerçant' })).toBeVisible();
  },
};
