import type { Language } from '@marketdrop/validation';
import { escapeMarkup } from '../../shared/markup';

/** What the test payment page shows. */
export type TestPaymentPageInput = {
  language: Language;
  /** The payment is still open: show Pay and Decline; otherwise say where it stands. */
  state: 'open' | 'paid' | 'closed' | 'not-found' | 'failed';
  vehicleName: string | null;
  amountCents: number | null;
  /** The order's page (Back to your order). */
  orderUrl: string | null;
  /** Where the buttons post. */
  action: string;
  /** The buyer's ticket, posted back with the choice (decision 022); null without buttons. */
  ticket: string | null;
};

const TEXTS = {
  en: {
    title: 'Test payment',
    notice:
      'This is MarketDrop’s test payment page. No card is asked for, nothing is charged and no money moves. It stands in for a real payment provider so that the whole purchase can be tried.',
    vehicle: 'Vehicle',
    amount: 'Amount',
    pay: 'Pay',
    decline: 'Decline',
    paid: 'This payment is done.',
    closed: 'This payment can no longer be made. Start a new one from your order.',
    notFound:
      'This payment page does not exist or its link has expired. Start the payment again from your order.',
    failed: 'The payment could not be recorded. Please try again from your order.',
    back: 'Back to your order',
  },
  fr: {
    title: 'Paiement de test',
    notice:
      'Ceci est la page de paiement de test de MarketDrop. Aucune carte n’est demandée, rien n’est débité et aucun argent ne circule. Elle remplace un vrai fournisseur de paiement pour que tout l’achat puisse être essayé.',
    vehicle: 'Véhicule',
    amount: 'Montant',
    pay: 'Payer',
    decline: 'Refuser',
    paid: 'Ce paiement est fait.',
    closed: 'Ce paiement ne peut plus être fait. Recommencez à partir de votre commande.',
    notFound:
      'Cette page de paiement n’existe pas ou son lien a expiré. Recommencez le paiement à partir de votre commande.',
    failed: 'Le paiement n’a pas pu être enregistré. Réessayez à partir de votre commande.',
    back: 'Retour à votre commande',
  },
} as const;

/** Dollars and cents as the screens show them: `$12,350.00` / `12 350,00 $`. */
function money(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
}

/** The built-in test payment page: a plain, honest HTML page in English or French. */
export function testPaymentPage(input: TestPaymentPageInput): string {
  const t = TEXTS[input.language];
  const e = escapeMarkup;
  const facts =
    input.vehicleName !== null && input.amountCents !== null
      ? `<dl>
        <dt>${e(t.vehicle)}</dt><dd>${e(input.vehicleName)}</dd>
        <dt>${e(t.amount)}</dt><dd data-testid="amount">${e(money(input.amountCents, input.language))}</dd>
      </dl>`
      : '';
  const state =
    input.state === 'open'
      ? `<form method="post" action="${e(input.action)}">
        <input type="hidden" name="lang" value="${input.language}">
        <input type="hidden" name="ticket" value="${e(input.ticket ?? '')}">
        <button type="submit" name="decision" value="pay" class="pay">${e(t.pay)}</button>
        <button type="submit" name="decision" value="decline">${e(t.decline)}</button>
      </form>`
      : `<p role="status">${e(
          input.state === 'paid'
            ? t.paid
            : input.state === 'closed'
              ? t.closed
              : input.state === 'failed'
                ? t.failed
                : t.notFound,
        )}</p>`;
  const back =
    input.orderUrl === null ? '' : `<p><a href="${e(input.orderUrl)}">${e(t.back)}</a></p>`;
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t.title)} · MarketDrop</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
  .notice { background: #fff4e5; border: 1px solid #f0b35b; padding: 0.75rem 1rem; border-radius: 6px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dt { font-weight: 600; }
  button { font-size: 1rem; padding: 0.6rem 1.4rem; margin-right: 0.75rem; border-radius: 6px; border: 1px solid #555; background: #fff; cursor: pointer; }
  button.pay { background: #1b5e20; color: #fff; border-color: #1b5e20; }
</style>
</head>
<body>
<main>
  <h1>${e(t.title)}</h1>
  <p class="notice">${e(t.notice)}</p>
  ${facts}
  ${state}
  ${back}
</main>
</body>
</html>`;
}
