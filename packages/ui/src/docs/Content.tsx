/**
 * Doc blocks of the Storybook "Content" page: how the formatters of `i18n/format.ts` write money,
 * numbers and dates in en-CA and fr-CA, and the catalogue of validation messages (the keys of
 * `@marketdrop/validation`'s `MESSAGE_DICTIONARIES` with their English and French texts, as the
 * components show them).
 */
import { useMemo, useState, type CSSProperties } from 'react';
import { MESSAGE_DICTIONARIES, messageKeys } from '@marketdrop/validation';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatKilometres,
  formatMinutes,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatTime,
} from '../i18n/format';
import { validation as validationEn } from '../i18n/en/validation';
import { validation as validationFr } from '../i18n/fr/validation';
import { dealer as dealerEn } from '../i18n/en/dealer';
import { dealer as dealerFr } from '../i18n/fr/dealer';
import { validationTextKeyOf } from '../i18n/useValidationMessage';

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #E4E7EC',
  textAlign: 'left',
  verticalAlign: 'top',
};
const mono: CSSProperties = {
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: 13,
};

/** A fixed moment for the examples: Thursday 2026-06-11, 15:00 in Toronto. */
const MOMENT = '2026-06-11T19:00:00.000Z';
const TORONTO = 'America/Toronto';

/** The examples of the formatters, each in English and French. */
export function formatExamples() {
  const rows: { what: string; call: string; en: string; fr: string }[] = [
    {
      what: 'A price in whole dollars',
      call: 'formatMoney(24500, language)',
      en: formatMoney(24500, 'en'),
      fr: formatMoney(24500, 'fr'),
    },
    {
      what: 'An amount kept in cents (checkout, orders)',
      call: 'formatCents(1434987, language)',
      en: formatCents(1434987, 'en'),
      fr: formatCents(1434987, 'fr'),
    },
    {
      what: 'A count',
      call: 'formatNumber(12500, language)',
      en: formatNumber(12500, 'en'),
      fr: formatNumber(12500, 'fr'),
    },
    {
      what: 'A decimal',
      call: 'formatNumber(13.5, language, 1)',
      en: formatNumber(13.5, 'en', 1),
      fr: formatNumber(13.5, 'fr', 1),
    },
    {
      what: 'An odometer reading',
      call: 'formatKilometres(45210, language)',
      en: formatKilometres(45210, 'en'),
      fr: formatKilometres(45210, 'fr'),
    },
    {
      what: 'A length of time',
      call: 'formatMinutes(120, language)',
      en: formatMinutes(120, 'en'),
      fr: formatMinutes(120, 'fr'),
    },
    {
      what: 'A date (medium)',
      call: "formatDate(at, language, 'medium', 'America/Toronto')",
      en: formatDate(MOMENT, 'en', 'medium', TORONTO),
      fr: formatDate(MOMENT, 'fr', 'medium', TORONTO),
    },
    {
      what: 'A date (long)',
      call: "formatDate(at, language, 'long', 'America/Toronto')",
      en: formatDate(MOMENT, 'en', 'long', TORONTO),
      fr: formatDate(MOMENT, 'fr', 'long', TORONTO),
    },
    {
      what: 'A calendar date (birth date)',
      call: "formatDate('1990-05-17', language)",
      en: formatDate('1990-05-17', 'en'),
      fr: formatDate('1990-05-17', 'fr'),
    },
    {
      what: 'A date and time',
      call: "formatDateTime(at, language, 'America/Toronto')",
      en: formatDateTime(MOMENT, 'en', TORONTO),
      fr: formatDateTime(MOMENT, 'fr', TORONTO),
    },
    {
      what: 'A time',
      call: "formatTime(at, language, 'America/Toronto')",
      en: formatTime(MOMENT, 'en', TORONTO),
      fr: formatTime(MOMENT, 'fr', TORONTO),
    },
    {
      what: 'A moment relative to now',
      call: 'formatRelativeTime(at, language, now)',
      en: formatRelativeTime(MOMENT, 'en', Date.parse(MOMENT) + 3 * 3600_000),
      fr: formatRelativeTime(MOMENT, 'fr', Date.parse(MOMENT) + 3 * 3600_000),
    },
  ];
  return rows;
}

/** Money, numbers and dates as the components write them, in en-CA and fr-CA. */
export function FormatExamples() {
  return (
    <table aria-label="Formats" style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {[
            'What',
            'Call (i18n/format.ts, or useFormatters() in a component)',
            'en-CA',
            'fr-CA',
          ].map((title) => (
            <th key={title} scope="col" style={{ ...cell, fontWeight: 600 }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {formatExamples().map((row) => (
          <tr key={row.call}>
            <td style={cell}>{row.what}</td>
            <td style={{ ...cell, ...mono }}>{row.call}</td>
            <td style={{ ...cell, ...mono }}>{row.en}</td>
            <td style={{ ...cell, ...mono }} lang="fr-CA">
              {row.fr}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Texts = { readonly [key: string]: string | Texts };

/** The text at a dotted path of a texts object. */
function textAt(texts: Texts, path: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const english = { validation: validationEn, dealer: dealerEn } as unknown as Texts;
const french = { validation: validationFr, dealer: dealerFr } as unknown as Texts;

export type CatalogueEntry = {
  /** The message's key in `@marketdrop/validation` (`required`, `listings.vinLength`...). */
  key: string;
  /** Its dictionary (`messages` for the keys without a prefix). */
  domain: string;
  /** Where its texts are in the ui's catalogue (`validation.messages.required`...). */
  textKey: string;
  en: string;
  fr: string;
};

/**
 * Every message of `MESSAGE_DICTIONARIES`, with the English and French texts the components show
 * for it (found as `useValidationMessage` finds them).
 */
export function messageCatalogue(): CatalogueEntry[] {
  const has = (textKey: string) => textAt(english, textKey) !== undefined;
  return messageKeys().map((key) => {
    // The listing form's own messages are under `dealer.errors` (ListingEditor/listingErrors.ts).
    const listingKey = key.startsWith('listings.') ? `dealer.errors.${key.slice(9)}` : '';
    const textKey = validationTextKeyOf(key, has) ?? (has(listingKey) ? listingKey : '');
    return {
      key,
      domain: key.includes('.') ? key.slice(0, key.indexOf('.')) : 'messages',
      textKey,
      en: textAt(english, textKey) ?? '',
      fr: textAt(french, textKey) ?? '',
    };
  });
}

const DOMAINS = ['all', ...Object.keys(MESSAGE_DICTIONARIES).map((prefix) => prefix || 'messages')];

/** The validation messages, searchable by key or text and filterable by domain, in English and French. */
export function MessageCatalogue() {
  const entries = useMemo(() => messageCatalogue(), []);
  const [query, setQuery] = useState('');
  const [domain, setDomain] = useState('all');
  const needle = query.trim().toLowerCase();
  const shown = entries.filter(
    (entry) =>
      (domain === 'all' || entry.domain === domain) &&
      (needle === '' ||
        entry.key.toLowerCase().includes(needle) ||
        entry.en.toLowerCase().includes(needle) ||
        entry.fr.toLowerCase().includes(needle)),
  );
  return (
    <div>
      <div
        style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'end', marginBottom: 12 }}
      >
        <label style={{ display: 'grid', gap: 4, fontSize: 14 }}>
          Search (key, English or French)
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            style={{ padding: '6px 8px', fontSize: 14, minWidth: 260 }}
          />
        </label>
        <label style={{ display: 'grid', gap: 4, fontSize: 14 }}>
          Domain
          <select
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            style={{ padding: '6px 8px', fontSize: 14 }}
          >
            {DOMAINS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <p role="status" style={{ margin: 0, fontSize: 14 }}>
          {shown.length} of {entries.length} messages
        </p>
      </div>
      <table
        aria-label="Validation messages"
        style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}
      >
        <thead>
          <tr>
            {['Key', 'English', 'Français'].map((title) => (
              <th key={title} scope="col" style={{ ...cell, fontWeight: 600 }}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((entry) => (
            <tr key={entry.key} data-key={entry.key}>
              <td style={{ ...cell, ...mono }}>
                {entry.key}
                <br />
                <span style={{ color: '#475467' }}>{entry.textKey}</span>
              </td>
              <td style={cell}>{entry.en}</td>
              <td style={cell} lang="fr-CA">
                {entry.fr}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
