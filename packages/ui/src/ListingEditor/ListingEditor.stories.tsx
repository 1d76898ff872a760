import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhotoManager } from '../PhotoManager/PhotoManager';
import { carPictures } from '../storybook/catalogueFixtures';
import { VALID_VIN, listingOptions } from '../storybook/dealerFixtures';
import { ListingEditor } from './ListingEditor';

const HONDA = '00000000-0000-4000-8000-000000000002';

const meta = {
  title: 'Dealer/ListingEditor',
  component: ListingEditor,
  tags: ['autodocs'],
  args: {
    options: listingOptions,
    onSaveDraft: fn(),
    onPublish: fn(),
    onCancel: fn(),
    sellerName: 'Maple Leaf Motors',
  },
} satisfies Meta<typeof ListingEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = {
  vin: VALID_VIN,
  year: 2003,
  makeId: HONDA,
  model: 'Accord',
  trim: 'EX',
  odometer: 182000,
  odometerUnit: 'KM',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  drivetrain: 'FWD',
  description: 'Runs well, winter tires included.',
  address: '100 King St W',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5X 1A9',
  auctionType: 'marketdropai',
  stickerPrice: 6500,
  floorPrice: 4000,
  dropAmount: 250,
  dropIntervalMinutes: 60,
  endsAt: '2026-12-04T00:00:00.000Z',
};

/** Waits for a text that shows after the form's asynchronous check (slow on a busy machine). */
const WAIT = { timeout: 5_000 };

/** Types a value at once (a paste), which keeps the long forms' stories quick. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

/**
 * A new listing: the location starts at the business address; nothing typed, the required fields
 * say so; the VIN's check digit is checked and, once right, fills the year and make.
 */
export const NewListing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('New listing');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Toronto');

    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('VIN is required', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('Model is required')).toBeVisible();
    await expect(canvas.getByText('Starting bid is required')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some fields need your attention.');
    await expect(args.onSaveDraft).not.toHaveBeenCalled();

    const vin = canvas.getByRole('textbox', { name: 'VIN' });
    await fill(vin, '1HGCM82633A004353');
    await expect(
      await canvas.findByText('This VIN is not valid: its check digit does not match', {}, WAIT),
    ).toBeVisible();
    await fill(vin, VALID_VIN.toLowerCase());
    await expect(await canvas.findByText(/Check digit valid/, {}, WAIT)).toBeVisible();
    await expect(canvas.getByText(/From the VIN: 2003 Honda/)).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Year' })).toHaveValue(2003);
    await expect(canvas.getByRole('combobox', { name: 'Make' })).toHaveValue(HONDA);
  },
};

/** An auction's prices: a Buy Now not above the reserve is refused; Save draft sends checked values. */
export const AuctionTerms: Story = {
  args: {
    initialValues: {
      ...saved,
      auctionType: 'auction',
      stickerPrice: null,
      floorPrice: null,
      dropAmount: null,
      dropIntervalMinutes: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('spinbutton', { name: 'Starting bid' }), '5000');
    await fill(canvas.getByRole('spinbutton', { name: 'Reserve price (optional)' }), '6000');
    const buyNow = canvas.getByRole('spinbutton', { name: 'Buy Now price (optional)' });
    await fill(buyNow, '6000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(
      await canvas.findByText('Buy Now price must be above the reserve price', {}, WAIT),
    ).toBeVisible();
    await fill(buyNow, '7500');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(args.onSaveDraft).toHaveBeenCalledTimes(1), WAIT);
    await expect(args.onSaveDraft).toHaveBeenCalledWith(
      expect.objectContaining({
        vin: VALID_VIN,
        year: 2003,
        makeId: HONDA,
        model: 'Accord',
        odometer: 182000,
        odometerUnit: 'KM',
        fuelType: 'Gasoline',
        city: 'Toronto',
        auctionType: 'auction',
        startingBid: 5000,
        reservePrice: 6000,
        buyNowPrice: 7500,
        endsAt: '2026-12-04T00:00:00.000Z',
      }),
    );
  },
};

/** MarketDropAI asks for its sticker price, floor, drop and interval; Publish sends them. */
export const MarketDropAi: Story = {
  args: { initialValues: { ...saved, stickerPrice: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'MarketDropAI' })).toBeChecked();
    await expect(canvas.queryByRole('spinbutton', { name: 'Starting bid' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Sticker price is required', {}, WAIT)).toBeVisible();
    await fill(canvas.getByRole('spinbutton', { name: 'Sticker price' }), '3000');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(
      await canvas.findByText('Floor price must be below the sticker price', {}, WAIT),
    ).toBeVisible();
    await fill(canvas.getByRole('spinbutton', { name: 'Sticker price' }), '6500');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(
      () =>
        expect(args.onPublish).toHaveBeenCalledWith(
          expect.objectContaining({
            auctionType: 'marketdropai',
            stickerPrice: 6500,
            floorPrice: 4000,
            dropAmount: 250,
            dropIntervalMinutes: 60,
          }),
        ),
      WAIT,
    );
    await expect(args.onSaveDraft).not.toHaveBeenCalled();
  },
};

/** ClaimPOINT: one claim price. */
export const ClaimPoint: Story = {
  args: { initialValues: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'ClaimPOINT' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Claim price' })).toBeVisible();
    await expect(canvas.queryByRole('spinbutton', { name: 'Sticker price' })).toBeNull();
  },
};

/** Editing with photos; Preview shows the card and page buyers will see. */
export const EditWithPreview: Story = {
  args: {
    mode: 'edit',
    initialValues: saved,
    previewPhotos: [carPictures.red, carPictures.blue],
    photos: (
      <PhotoManager
        photos={[
          { id: 'p1', src: carPictures.red },
          { id: 'p2', src: carPictures.blue },
        ]}
        onAdd={() => {}}
        onReorder={() => {}}
        onRemove={() => {}}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Edit listing');
    await expect(canvas.getByTestId('photo-count')).toHaveTextContent('2 of 30 photos');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Preview',
    });
    const card = within(dialog).getByTestId('preview-card');
    // The dialog fades in.
    await waitFor(() =>
      expect(within(card).getByRole('heading', { name: '2003 Honda Accord' })).toBeVisible(),
    );
    await expect(card).toHaveTextContent('MarketDropAI');
    await expect(card).toHaveTextContent('$6,500');
    const detail = within(dialog).getByTestId('preview-detail');
    await expect(
      within(detail).getByRole('heading', { level: 3, name: '2003 Honda Accord' }),
    ).toBeVisible();
    await expect(detail).toHaveTextContent('Runs well, winter tires included.');
    await expect(detail).toHaveTextContent('Maple Leaf Motors');
    await expect(within(detail).getByRole('button', { name: 'Claim Now' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
  },
};

/** Bids exist: the sale format and prices are locked. */
export const TermsLocked: Story = {
  args: { mode: 'edit', initialValues: saved, termsLocked: true, onPublish: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Bids or claims exist: the sale format and its prices can no longer change.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Sticker price' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Auction' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Model' })).toBeEnabled();
    // Published already: no Publish, and the save keeps it as it is.
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** Not verified: a draft can be saved, Publish waits for verification. */
export const NotVerified: Story = {
  args: { canPublish: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Only a verified dealer can publish/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  },
};

/** The server refused a field: its message shows there. */
export const ServerErrors: Story = {
  args: {
    initialValues: saved,
    fieldErrors: {
      endsAt: 'Sales close on Thursdays at 7:00 p.m. Toronto time: choose one of those',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Sales close on Thursdays at 7:00 p.m. Toronto time: choose one of those',
      ),
    ).toBeVisible();
  },
};

/** In French, errors included. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Nouvelle annonce' }, { timeout: 5_000 });
    await fill(canvas.getByRole('textbox', { name: 'NIV' }), '1HGCM82633A004353');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await expect(
      await canvas.findByText(
        "Ce NIV n'est pas valide : son chiffre de contrôle ne correspond pas",
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Modèle est obligatoire')).toBeVisible();
  },
};
