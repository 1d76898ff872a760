import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { keyedListingMessages } from '@marketdrop/validation';
import { PhotoManager } from '../PhotoManager/PhotoManager';
import { carPictures } from '../storybook/catalogueFixtures';
import { VALID_VIN, listingOptions } from '../storybook/dealerFixtures';
import { ListingEditor } from './ListingEditor';
import { purpose } from '../storybook/purpose';

const HONDA = '00000000-0000-4000-8000-000000000002';

const meta = {
  title: 'Dealer/ListingEditor',
  component: ListingEditor,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The dealer's listing form: the vehicle (VIN with check digit, filled in from it where known), details, location, photos and condition report, sale format and price terms, checked with the listing schema; Save draft, Preview and Publish.",
          use: 'To create or edit a listing in the dealer area.',
          avoid: 'To show a listing to buyers (use `ListingPreview`, `AuctionDetail`).',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
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

const DISCLOSURES = [{ text: 'New tires fitted in 2026.', createdAt: '2026-12-02T15:00:00.000Z' }];

/**
 * Bids exist: the sale format, its prices and the vehicle's facts are locked, each with the
 * reason; the seller adds a dated disclosure instead (checked before it is sent).
 */
export const TermsLocked: Story = {
  args: {
    mode: 'edit',
    initialValues: saved,
    termsLocked: true,
    onPublish: undefined,
    disclosures: DISCLOSURES,
    onAddDisclosure: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Bids or claims exist: the sale format and its prices can no longer change.',
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('facts-locked')).toHaveTextContent(
      "Bids or claims exist: the vehicle's details can no longer change. Add a disclosure to tell buyers about anything new.",
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Sticker price' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Auction' })).toBeDisabled();
    for (const name of ['VIN', 'Model', 'Trim', 'Colour', 'Description', 'City']) {
      await expect(canvas.getByRole('textbox', { name })).toBeDisabled();
    }
    for (const name of ['Year', 'Odometer']) {
      await expect(canvas.getByRole('spinbutton', { name })).toBeDisabled();
    }
    for (const name of ['Make', 'Category', 'Unit', 'Fuel type', 'Transmission', 'Drivetrain']) {
      await expect(canvas.getByRole('combobox', { name })).toBeDisabled();
    }

    // The disclosures so far, dated, and the form to add one.
    const panel = canvas.getByRole('region', { name: 'Disclosures' });
    await expect(panel).toHaveTextContent(/Added Dec 2, 2026.*New tires fitted in 2026\./);
    const note = within(panel).getByRole('textbox', { name: 'Add a disclosure' });
    await fill(note, 'Dented');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add disclosure' }));
    await expect(
      await within(panel).findByText('Disclosure must be at least 10 characters', {}, WAIT),
    ).toBeVisible();
    await expect(args.onAddDisclosure).not.toHaveBeenCalled();
    await fill(note, '  Dent on the rear bumper, repaired in 2025.  ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add disclosure' }));
    await waitFor(() =>
      expect(args.onAddDisclosure).toHaveBeenCalledWith(
        'Dent on the rear bumper, repaired in 2025.',
      ),
    );
    await waitFor(() => expect(note).toHaveValue(''));
    // Published already: no Publish, and the save keeps it as it is.
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/**
 * An auction with bids: only its Buy Now price stays open (it may go down, above the highest
 * bid); the server's refusal of a Buy Now at or below the bid shows on the field.
 */
export const LockedBuyNow: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...saved,
      auctionType: 'auction',
      startingBid: 4000,
      reservePrice: 6000,
      buyNowPrice: 8000,
    },
    termsLocked: true,
    onPublish: undefined,
    fieldErrors: { buyNowPrice: keyedListingMessages.buyNowNotAboveBid(6800) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Starting bid' })).toBeDisabled();
    const buyNow = canvas.getByRole('spinbutton', { name: 'Buy Now price (optional)' });
    await expect(buyNow).toBeEnabled();
    await expect(
      await canvas.findByText('Buy Now price must be above the highest bid ($6,800)', {}, WAIT),
    ).toBeVisible();
  },
};

/** A live sale without bids: its prices may only go down, said on the sale section. */
export const LivePriceDown: Story = {
  args: { mode: 'edit', initialValues: saved, live: true, onPublish: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This sale is live: its price may only go down\./)).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Sticker price' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Model' })).toBeEnabled();
    await expect(canvas.queryByTestId('facts-locked')).toBeNull();
  },
};

/** Locked, in French: the reason, the disclosures and their errors. */
export const TermsLockedFrench: Story = {
  args: {
    ...TermsLocked.args,
    initialValues: { ...saved, auctionType: 'auction', startingBid: 4000, buyNowPrice: 8000 },
    // As the page passes the server's 400 (keyedFieldErrorsOf): the key and values are translated.
    fieldErrors: { buyNowPrice: keyedListingMessages.buyNowNotAboveBid(6800) },
  },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(canvas.getByTestId('facts-locked')).toHaveTextContent(
          /les renseignements du véhicule ne peuvent plus changer/,
        ),
      { timeout: 10_000 },
    );
    const panel = canvas.getByRole('region', { name: 'Divulgations' });
    await expect(panel).toHaveTextContent(/Ajoutée le 2 déc\. 2026/);
    const note = within(panel).getByRole('textbox', { name: 'Ajouter une divulgation' });
    await fill(note, 'Bosse');
    await userEvent.click(within(panel).getByRole('button', { name: 'Ajouter la divulgation' }));
    await expect(
      await within(panel).findByText(
        'La divulgation doit compter au moins 10 caractères',
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        /Le prix Achat immédiat doit dépasser l'offre la plus élevée \(6\s800\s\$\)/,
      ),
    ).toBeVisible();
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
    fieldErrors: { endsAt: keyedListingMessages.endsAtThursday },
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
