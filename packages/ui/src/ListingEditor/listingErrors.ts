import { useCallback } from 'react';
import { listingMessages } from '@marketdrop/validation';
import { dealer } from '../i18n/en/dealer';
import { useTranslation } from '../i18n/useTranslation';
import { useFormatters, useMarketDropLanguage } from '../i18n/useFormatters';
import { useValidationMessage } from '../i18n/useValidationMessage';

type ErrorKey = keyof typeof dealer.errors;
type FieldKey = keyof typeof dealer.editor.fields;

/** The listing schema's English messages (their text is the key), by our text key. */
const BY_TEXT: ReadonlyMap<string, ErrorKey> = new Map(
  (
    [
      'vinLength',
      'vinCharacters',
      'vinCheckDigit',
      'year',
      'make',
      'category',
      'odometer',
      'odometerUnit',
      'fuelType',
      'transmission',
      'drivetrain',
      'auctionType',
      'reserveBelowStart',
      'buyNowNotAboveReserve',
      'buyNowNotAboveStart',
      'floorNotBelowSticker',
      'dropTooLarge',
      'dropInterval',
      'date',
      'endsAtThursday',
      'startsAfterEnd',
      'disclosureRequired',
      'disclosureMin',
      'disclosureMax',
      'disclosureCharacters',
    ] as const
  ).map((key) => [listingMessages[key], key]),
);

/** The field names the schema writes in its messages, by the form's field. */
const SCHEMA_FIELDS: Readonly<Record<string, FieldKey>> = {
  VIN: 'vin',
  Year: 'year',
  Make: 'make',
  Model: 'model',
  Trim: 'trim',
  Odometer: 'odometer',
  'Sale format': 'auctionType',
  'Starting bid': 'startingBid',
  'Reserve price': 'reservePrice',
  'Buy Now price': 'buyNowPrice',
  'Sticker price': 'stickerPrice',
  'Floor price': 'floorPrice',
  'Drop amount': 'dropAmount',
  'Drop interval': 'dropIntervalMinutes',
  'Claim price': 'claimPrice',
  End: 'endsAt',
  Colour: 'exteriorColour',
  Description: 'description',
  Address: 'address',
  City: 'city',
  Province: 'province',
  'Postal code': 'postalCode',
};

const PRICE = /^(.+) must be a whole number of dollars from \$1 to /;
const ABOVE_BID = /^Buy Now price must be above the highest bid \(\$([\d,]+)\)$/;
const REQUIRED = /^(.+) is required$/;

/**
 * A listing form's error in the language shown: the schema's (and the server's) English messages
 * are recognised by their text; anything else goes through the shared validation messages.
 */
export function useListingErrorText(): (message: string | null | undefined) => string | undefined {
  const { t } = useTranslation('ui', { dealer });
  const language = useMarketDropLanguage();
  const tv = useValidationMessage();
  const { money } = useFormatters();
  return useCallback(
    (message) => {
      if (message === null || message === undefined) return undefined;
      if (language === 'en') return message;
      const key = BY_TEXT.get(message);
      if (key) return t(`dealer.errors.${key}`);
      const aboveBid = ABOVE_BID.exec(message);
      if (aboveBid) {
        const amount = Number((aboveBid[1] as string).replace(/,/g, ''));
        return t('dealer.errors.buyNowNotAboveBid', { amount: money(amount) });
      }
      const price = PRICE.exec(message);
      const priceField = price ? SCHEMA_FIELDS[price[1] as string] : undefined;
      if (priceField) {
        return t('dealer.errors.price', { field: t(`dealer.editor.fields.${priceField}`) });
      }
      const required = REQUIRED.exec(message);
      const requiredField = required ? SCHEMA_FIELDS[required[1] as string] : undefined;
      if (requiredField) {
        return t('dealer.editor.required', { field: t(`dealer.editor.fields.${requiredField}`) });
      }
      return tv(message);
    },
    [t, language, tv, money],
  );
}
