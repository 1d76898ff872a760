import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  contactSchema,
  deliveryDetailsSchema,
  keyed,
  keyedCatalogueMessages,
  keyedDealerMessages,
  keyedListingMessages,
  keyedMessages,
  keyedOrderMessages,
  listingSchema,
} from '@marketdrop/validation';
import { useListingErrorText } from '../ListingEditor/listingErrors';
import { createMarketDropI18n } from './createMarketDropI18n';
import { keyedResolver } from './keyedResolver';
import { MarketDropI18nProvider } from './MarketDropI18nProvider';
import { useValidationMessage, type ValidationMessageInput } from './useValidationMessage';

/** `Intl` separates French groups with no-break spaces: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A message whose English is nonsense: a text found by its English could not be translated. */
const withOtherEnglish = <T extends { key: string; values: object }>(message: T) => ({
  ...message,
  text: 'English no table knows',
});

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

/** The texts both hooks give for `messages`, in French (one line each). */
async function inFrench(messages: readonly ValidationMessageInput[]): Promise<string[]> {
  function Probe() {
    const tv = useValidationMessage();
    const listing = useListingErrorText();
    return (
      <ul>
        {messages.map((message, index) => (
          <li key={index} data-kind="tv">
            {tv(message)}
          </li>
        ))}
        {messages.map((message, index) => (
          <li key={`l${index}`} data-kind="listing">
            {listing(message)}
          </li>
        ))}
      </ul>
    );
  }
  const i18n = createMarketDropI18n();
  await i18n.changeLanguage('fr');
  const node: ReactNode = (
    <MarketDropI18nProvider i18n={i18n}>
      <Probe />
    </MarketDropI18nProvider>
  );
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return [...container.querySelectorAll('li')].map(
    (item) => `${item.dataset.kind}: ${plain(item.textContent ?? '')}`,
  );
}

const resolve = async (schema: Parameters<typeof yupResolver>[0], values: object) =>
  (await keyedResolver(yupResolver(schema))(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })) as { errors: Record<string, ValidationMessageInput> };

describe('French form errors from keys, never from English', () => {
  it('a validation message with a field: its field named by id', async () => {
    const { errors } = await resolve(deliveryDetailsSchema, {
      deliveryType: 'delivery',
      address: 'x'.repeat(300),
    });
    const texts = await inFrench([
      errors.address,
      withOtherEnglish(keyedMessages.required('postalCode')),
      withOtherEnglish(keyedMessages.tooShort('message', 10)),
    ]);
    expect(texts.slice(0, 3)).toEqual([
      "tv: L'adresse ne doit pas dépasser 200 caractères",
      'tv: Le code postal est obligatoire',
      'tv: Le message doit contenir au moins 10 caractères',
    ]);
  });

  it('a listing message with an amount, and a listing price with its field', async () => {
    const texts = await inFrench([
      withOtherEnglish(keyedListingMessages.buyNowNotAboveBid(12350)),
      withOtherEnglish(keyedListingMessages.price('startingBid')),
      withOtherEnglish(keyedListingMessages.vinRequired),
    ]);
    expect(texts.slice(3)).toEqual([
      "listing: Le prix Achat immédiat doit dépasser l'offre la plus élevée (12 350 $)",
      'listing: Mise de départ : un nombre entier de dollars de 1 $ à 10 000 000 $',
      'listing: NIV est obligatoire',
    ]);
  });

  it('an order message, from the schema and as a server key', async () => {
    const { errors } = await resolve(deliveryDetailsSchema, {});
    const texts = await inFrench([
      errors.deliveryType,
      withOtherEnglish(keyedOrderMessages.postalCodeProvince),
    ]);
    expect(texts.slice(0, 2)).toEqual([
      'tv: Choisissez Cueillette ou Livraison',
      "tv: Ce code postal n'est pas dans la province choisie",
    ]);
  });

  it("the server's own field errors (uploads, photos, ids, passwords) by their keys", async () => {
    const texts = await inFrench([
      withOtherEnglish(keyedListingMessages.photoUnreadable),
      withOtherEnglish(keyedCatalogueMessages.idsTooMany(50)),
      withOtherEnglish(keyedMessages.partTooLong('address')),
      withOtherEnglish(keyedMessages.currentPasswordIncorrect),
      withOtherEnglish(keyedDealerMessages.documentType),
    ]);
    expect(texts.slice(0, 5)).toEqual([
      'tv: Cette photo est illisible : envoyez une photo JPEG, PNG ou WEBP',
      'tv: Au plus 50 enchères par flux',
      'tv: address est trop long',
      'tv: Le mot de passe actuel est incorrect',
      'tv: Veuillez téléverser une image (JPEG, PNG, GIF ou WEBP) ou un fichier PDF',
    ]);
    // The listing form shows the server's photo errors too (they are not `dealer.errors`).
    expect(texts[5]).toBe(
      'listing: Cette photo est illisible : envoyez une photo JPEG, PNG ou WEBP',
    );
  });

  it('the listing form and the contact form give keyed errors the hooks translate', async () => {
    const listing = await resolve(listingSchema, {
      auctionType: 'auction',
      vin: '1HGCM82633A00435',
    });
    const contact = await resolve(contactSchema, {
      name: '',
      email: 'a@b.co',
      subject: 's',
      message: 'short',
    });
    const texts = await inFrench([listing.errors.vin, contact.errors.message]);
    // The shared hook leaves a listing key to the listing form (its English); the listing hook
    // translates it, and passes the shared messages on.
    expect(texts).toEqual([
      'tv: VIN must be 17 characters',
      'tv: Le message doit contenir au moins 10 caractères',
      'listing: Le NIV doit compter 17 caractères',
      'listing: Le message doit contenir au moins 10 caractères',
    ]);
  });

  it('shows a text without a key, or a key without a translation, as it is', async () => {
    const texts = await inFrench(['Plain server text', keyed('auctions.unknownName', 'Give ids')]);
    expect(texts).toEqual([
      'tv: Plain server text',
      'tv: Give ids',
      'listing: Plain server text',
      'listing: Give ids',
    ]);
  });
});
