import type { NotificationKind } from '@marketdrop/api-client';
import { SALE_TIME_ZONE, type Language } from '@marketdrop/validation';
import type { MailMessage } from '../plugins/mail';

/** What one notification's e-mail says, in the recipient's language. */
export type NotificationMailInput = {
  kind: NotificationKind;
  language: Language;
  to: string;
  firstName: string;
  /** The vehicle's name; null when the auction is gone. */
  vehicleName: string | null;
  /** Whole dollars, or null. */
  amount: number | null;
  /** Cents the buyer paid (a payment's notices: the order's total, as charged), or null. */
  amountCents?: number | null;
  /** The order's payment deadline (the `won` notice), or null. */
  payBy?: Date | null;
  /** The reason an admin gave (a rejection, an unpublished listing), or null. */
  reason?: string | null;
  /** A `savedSearch` notice: the search's name (its new matches: `amount`, a count). */
  searchName?: string | null;
  /** The order's page for an order's notice, the dealer dashboard for a dealer's own, else the
   * auction's (or the alerts page). */
  link: string;
  /** The alerts page and the Notifications Settings page. */
  alertsLink: string;
  settingsLink: string;
};

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Whole Canadian dollars as the screens show them: `$12,350` / `12 350 $`. */
export function formatMailMoney(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Cents as dollars to the cent: `$4,123.37` / `4 123,37 $`. */
export function formatMailCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** An instant with its date, time and zone, in sale time (Toronto): `November 29, 2026, 7:00 p.m. EST`. */
export function formatMailDeadline(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: SALE_TIME_ZONE,
  }).format(at);
}

type Parts = {
  vehicle: string;
  amount: string | null;
  /** What was charged (to the cent), or null. */
  paid: string | null;
  payBy: string | null;
  reason: string | null;
  /** A saved search's new matches: how many, and the search's name. */
  count: number;
  search: string;
  link: string;
};
type KindTexts = { subject: (p: Parts) => string; body: (p: Parts) => string[] };

type LanguageTexts = {
  someVehicle: string;
  greeting: (firstName: string) => string;
  footer: (alertsLink: string, settingsLink: string) => string[];
  kinds: Record<NotificationKind, KindTexts>;
};

const optional = (amount: string | null, line: (amount: string) => string) =>
  amount === null ? [] : [line(amount)];

const TEXTS: Record<Language, LanguageTexts> = {
  en: {
    someVehicle: 'a vehicle',
    greeting: (name) => `Hi ${name},`,
    footer: (alerts, settings) => [
      `All your alerts: ${alerts}`,
      `You get these e-mails because your notifications are on. You can turn them off in Notifications Settings: ${settings}`,
    ],
    kinds: {
      outbid: {
        subject: (p) => `You were outbid on ${p.vehicle}`,
        body: (p) => [
          `Another bidder passed your bid on ${p.vehicle}.`,
          ...optional(p.amount, (a) => `The bid is now ${a}.`),
          `Bid again before the auction ends: ${p.link}`,
        ],
      },
      won: {
        subject: (p) => `You won ${p.vehicle}`,
        body: (p) => [
          p.amount === null
            ? `Congratulations! You won ${p.vehicle}.`
            : `Congratulations! You won ${p.vehicle} with a winning bid of ${p.amount}.`,
          'Choose pickup or delivery and pay at checkout, where your total with the documentation fee, delivery and taxes is shown.',
          ...(p.payBy === null
            ? []
            : [`Pay by ${p.payBy}, or the order is cancelled and the vehicle goes back on sale.`]),
          `Go to checkout: ${p.link}`,
        ],
      },
      lost: {
        subject: (p) => `You did not win ${p.vehicle}`,
        body: (p) => [
          `The sale of ${p.vehicle} has ended and you did not win it.`,
          ...optional(p.amount, (a) => `The highest bid was ${a}.`),
          `See the auction: ${p.link}`,
        ],
      },
      sold: {
        subject: (p) => `Your ${p.vehicle} sold`,
        body: (p) => [
          p.amount === null
            ? `Your listing ${p.vehicle} sold.`
            : `Your listing ${p.vehicle} sold for ${p.amount}.`,
          `See the listing: ${p.link}`,
        ],
      },
      paymentCompleted: {
        subject: (p) => `Payment received: ${p.vehicle}`,
        body: (p) => [
          `We received your payment for ${p.vehicle}. Thank you!`,
          ...optional(p.paid, (a) => `Amount paid: ${a}.`),
          `The dealer now prepares it for pickup or delivery. Follow your order: ${p.link}`,
        ],
      },
      paymentReceived: {
        subject: (p) => `Paid: ${p.vehicle}`,
        body: (p) => [
          `The buyer paid for ${p.vehicle}.`,
          ...optional(p.paid, (a) => `Amount paid (with fees and taxes): ${a}.`),
          `Mark it Ready for Pickup or In Delivery when it is: ${p.link}`,
        ],
      },
      readyForPickup: {
        subject: (p) => `Ready for pickup: ${p.vehicle}`,
        body: (p) => [
          `Your ${p.vehicle} is ready for pickup at the dealer, at the time you chose.`,
          `See your order: ${p.link}`,
        ],
      },
      inDelivery: {
        subject: (p) => `On its way: ${p.vehicle}`,
        body: (p) => [`Your ${p.vehicle} is out for delivery.`, `Follow your order: ${p.link}`],
      },
      orderCompleted: {
        subject: (p) => `Order completed: ${p.vehicle}`,
        body: (p) => [
          `Your order for ${p.vehicle} is complete. Enjoy the drive!`,
          `Tell other buyers how it went: ${p.link}`,
        ],
      },
      orderCancelled: {
        subject: (p) => `Order cancelled: ${p.vehicle}`,
        body: (p) => [`The order for ${p.vehicle} was cancelled.`, `See the order: ${p.link}`],
      },
      unsold: {
        subject: (p) => `Your ${p.vehicle} did not sell`,
        body: (p) => [
          `The sale of ${p.vehicle} closed without a buyer.`,
          ...optional(p.amount, (a) => `The highest bid was ${a}, below your reserve.`),
          `See the listing: ${p.link}`,
        ],
      },
      dealerVerified: {
        subject: () => 'Your business is verified',
        body: (p) => [
          'MarketDrop has verified your business. You can now list vehicles for sale.',
          `Create your first listing from your dealer dashboard: ${p.link}`,
        ],
      },
      dealerRejected: {
        subject: () => 'We could not verify your business',
        body: (p) => [
          'MarketDrop could not verify your business from the documents you sent.',
          ...(p.reason === null ? [] : [`Reason: ${p.reason}`]),
          `You can send new documents from your dealer dashboard: ${p.link}`,
        ],
      },
      listingUnpublished: {
        subject: (p) => `Your listing ${p.vehicle} was unpublished`,
        body: (p) => [
          `MarketDrop took your listing ${p.vehicle} off sale.`,
          ...(p.reason === null ? [] : [`Reason: ${p.reason}`]),
          `See your listings: ${p.link}`,
        ],
      },
      reserveOffer: {
        subject: (p) => `${p.vehicle} closed below your reserve`,
        body: (p) => [
          `The auction of ${p.vehicle} closed below your reserve.`,
          ...optional(p.amount, (a) => `You can accept the highest bid of ${a} within 24 hours.`),
          `Accept it or let it lapse from your dealer dashboard: ${p.link}`,
        ],
      },
      listingDisclosure: {
        subject: (p) => `The seller added a disclosure to ${p.vehicle}`,
        body: (p) => [
          `The seller of ${p.vehicle} added a disclosure about the vehicle.`,
          'Read it before you bid or buy, on the auction page:',
          p.link,
        ],
      },
      backOnSale: {
        subject: (p) => `Back on sale: ${p.vehicle}`,
        body: (p) => [
          `${p.vehicle}, which you saved or bid on, is on sale again: its buyer did not complete the purchase.`,
          ...optional(p.amount, (a) => `The price is now ${a}.`),
          `See it before someone else does: ${p.link}`,
        ],
      },
      saleReopened: {
        subject: (p) => `Your ${p.vehicle} is on sale again`,
        body: (p) => [
          `The buyer of your ${p.vehicle} cancelled or did not pay in time: it is back on sale with its terms.`,
          ...optional(p.amount, (a) => `Its price is now ${a}.`),
          `See the sale: ${p.link}`,
        ],
      },
      savedSearch: {
        subject: (p) =>
          p.count === 1
            ? `1 new vehicle matches "${p.search}"`
            : `${p.count} new vehicles match "${p.search}"`,
        body: (p) => [
          p.count === 1
            ? `1 vehicle put on sale since the last check matches your saved search "${p.search}".`
            : `${p.count} vehicles put on sale since the last check match your saved search "${p.search}".`,
          `See them on the listing: ${p.link}`,
        ],
      },
      saleRelistable: {
        subject: (p) => `Relist your ${p.vehicle}`,
        body: (p) => [
          `The buyer of your ${p.vehicle} cancelled or did not pay in time, and its sale has ended.`,
          `Relist it in one click, with the same terms, from your dealer dashboard: ${p.link}`,
        ],
      },
    },
  },
  fr: {
    someVehicle: 'un véhicule',
    greeting: (name) => `Bonjour ${name},`,
    footer: (alerts, settings) => [
      `Toutes vos alertes : ${alerts}`,
      `Vous recevez ces courriels parce que vos notifications sont activées. Vous pouvez les désactiver dans les paramètres de notification : ${settings}`,
    ],
    kinds: {
      outbid: {
        subject: (p) => `Votre offre a été dépassée : ${p.vehicle}`,
        body: (p) => [
          `Un autre enchérisseur a dépassé votre offre sur ${p.vehicle}.`,
          ...optional(p.amount, (a) => `L'offre est maintenant de ${a}.`),
          `Enchérissez de nouveau avant la fin de l'enchère : ${p.link}`,
        ],
      },
      won: {
        subject: (p) => `Vous avez remporté ${p.vehicle}`,
        body: (p) => [
          p.amount === null
            ? `Félicitations ! Vous avez remporté ${p.vehicle}.`
            : `Félicitations ! Vous avez remporté ${p.vehicle} avec une offre gagnante de ${p.amount}.`,
          'Choisissez le ramassage ou la livraison et payez à la caisse, où figure votre total avec les frais de documentation, la livraison et les taxes.',
          ...(p.payBy === null
            ? []
            : [
                `Payez au plus tard le ${p.payBy}, sinon la commande est annulée et le véhicule est remis en vente.`,
              ]),
          `Passer à la caisse : ${p.link}`,
        ],
      },
      lost: {
        subject: (p) => `Vous n'avez pas remporté ${p.vehicle}`,
        body: (p) => [
          `La vente de ${p.vehicle} est terminée et vous ne l'avez pas remportée.`,
          ...optional(p.amount, (a) => `L'offre la plus élevée était de ${a}.`),
          `Voir l'enchère : ${p.link}`,
        ],
      },
      sold: {
        subject: (p) => `Vente conclue : ${p.vehicle}`,
        body: (p) => [
          p.amount === null
            ? `Votre annonce ${p.vehicle} a été vendue.`
            : `Votre annonce ${p.vehicle} a été vendue pour ${p.amount}.`,
          `Voir l'annonce : ${p.link}`,
        ],
      },
      paymentCompleted: {
        subject: (p) => `Paiement reçu : ${p.vehicle}`,
        body: (p) => [
          `Nous avons reçu votre paiement pour ${p.vehicle}. Merci !`,
          ...optional(p.paid, (a) => `Montant payé : ${a}.`),
          `Le concessionnaire le prépare maintenant pour le ramassage ou la livraison. Suivez votre commande : ${p.link}`,
        ],
      },
      paymentReceived: {
        subject: (p) => `Payé : ${p.vehicle}`,
        body: (p) => [
          `L'acheteur a payé ${p.vehicle}.`,
          ...optional(p.paid, (a) => `Montant payé (frais et taxes compris) : ${a}.`),
          `Indiquez « Prêt pour le ramassage » ou « En livraison » quand il l'est : ${p.link}`,
        ],
      },
      readyForPickup: {
        subject: (p) => `Prêt pour le ramassage : ${p.vehicle}`,
        body: (p) => [
          `Votre ${p.vehicle} est prêt à être ramassé chez le concessionnaire, au moment choisi.`,
          `Voir votre commande : ${p.link}`,
        ],
      },
      inDelivery: {
        subject: (p) => `En route : ${p.vehicle}`,
        body: (p) => [
          `Votre ${p.vehicle} est en cours de livraison.`,
          `Suivez votre commande : ${p.link}`,
        ],
      },
      orderCompleted: {
        subject: (p) => `Commande terminée : ${p.vehicle}`,
        body: (p) => [
          `Votre commande de ${p.vehicle} est terminée. Bonne route !`,
          `Dites aux autres acheteurs comment cela s'est passé : ${p.link}`,
        ],
      },
      orderCancelled: {
        subject: (p) => `Commande annulée : ${p.vehicle}`,
        body: (p) => [`La commande de ${p.vehicle} a été annulée.`, `Voir la commande : ${p.link}`],
      },
      unsold: {
        subject: (p) => `Aucune vente : ${p.vehicle}`,
        body: (p) => [
          `La vente de ${p.vehicle} s'est terminée sans acheteur.`,
          ...optional(
            p.amount,
            (a) => `L'offre la plus élevée était de ${a}, sous votre prix de réserve.`,
          ),
          `Voir l'annonce : ${p.link}`,
        ],
      },
      dealerVerified: {
        subject: () => 'Votre entreprise est vérifiée',
        body: (p) => [
          'MarketDrop a vérifié votre entreprise. Vous pouvez maintenant mettre des véhicules en vente.',
          `Créez votre première annonce depuis votre tableau de bord : ${p.link}`,
        ],
      },
      dealerRejected: {
        subject: () => "Nous n'avons pas pu vérifier votre entreprise",
        body: (p) => [
          "MarketDrop n'a pas pu vérifier votre entreprise à partir des documents envoyés.",
          ...(p.reason === null ? [] : [`Motif : ${p.reason}`]),
          `Vous pouvez envoyer de nouveaux documents depuis votre tableau de bord : ${p.link}`,
        ],
      },
      listingUnpublished: {
        subject: (p) => `Votre annonce ${p.vehicle} a été retirée`,
        body: (p) => [
          `MarketDrop a retiré votre annonce ${p.vehicle} de la vente.`,
          ...(p.reason === null ? [] : [`Motif : ${p.reason}`]),
          `Voir vos annonces : ${p.link}`,
        ],
      },
      reserveOffer: {
        subject: (p) => `${p.vehicle} : prix de réserve non atteint`,
        body: (p) => [
          `L'enchère de ${p.vehicle} s'est terminée sous votre prix de réserve.`,
          ...optional(
            p.amount,
            (a) => `Vous pouvez accepter l'offre la plus élevée de ${a} dans les 24 heures.`,
          ),
          `Acceptez-la ou laissez-la expirer depuis votre tableau de bord : ${p.link}`,
        ],
      },
      listingDisclosure: {
        subject: (p) => `Le vendeur a ajouté une divulgation à ${p.vehicle}`,
        body: (p) => [
          `Le vendeur de ${p.vehicle} a ajouté une divulgation au sujet du véhicule.`,
          "Lisez-la avant de miser ou d'acheter, sur la page de l'enchère :",
          p.link,
        ],
      },
      backOnSale: {
        subject: (p) => `De nouveau en vente : ${p.vehicle}`,
        body: (p) => [
          `${p.vehicle}, que vous avez sauvegardé ou sur lequel vous avez misé, est de nouveau en vente : son acheteur n'a pas conclu l'achat.`,
          ...optional(p.amount, (a) => `Le prix est maintenant de ${a}.`),
          `Voyez-le avant les autres : ${p.link}`,
        ],
      },
      saleReopened: {
        subject: (p) => `Votre ${p.vehicle} est de nouveau en vente`,
        body: (p) => [
          `L'acheteur de votre ${p.vehicle} a annulé ou n'a pas payé à temps : il est de nouveau en vente à ses conditions.`,
          ...optional(p.amount, (a) => `Son prix est maintenant de ${a}.`),
          `Voir la vente : ${p.link}`,
        ],
      },
      savedSearch: {
        subject: (p) =>
          p.count === 1
            ? `1 nouveau véhicule correspond à « ${p.search} »`
            : `${p.count} nouveaux véhicules correspondent à « ${p.search} »`,
        body: (p) => [
          p.count === 1
            ? `1 véhicule mis en vente depuis la dernière vérification correspond à votre recherche enregistrée « ${p.search} ».`
            : `${p.count} véhicules mis en vente depuis la dernière vérification correspondent à votre recherche enregistrée « ${p.search} ».`,
          `Voyez-les dans la liste : ${p.link}`,
        ],
      },
      saleRelistable: {
        subject: (p) => `Remettez en vente votre ${p.vehicle}`,
        body: (p) => [
          `L'acheteur de votre ${p.vehicle} a annulé ou n'a pas payé à temps, et sa vente est terminée.`,
          `Remettez-le en vente en un clic, aux mêmes conditions, depuis votre tableau de bord : ${p.link}`,
        ],
      },
    },
  },
};

/** The e-mail copy of a notification (plain text, in the recipient's language). */
export function notificationMail(input: NotificationMailInput): MailMessage {
  const texts = TEXTS[input.language] ?? TEXTS.en;
  const parts: Parts = {
    vehicle: input.vehicleName ?? texts.someVehicle,
    amount: input.amount === null ? null : formatMailMoney(input.amount, input.language),
    paid:
      input.amountCents === null || input.amountCents === undefined
        ? null
        : formatMailCents(input.amountCents, input.language),
    payBy:
      input.payBy === null || input.payBy === undefined
        ? null
        : formatMailDeadline(input.payBy, input.language),
    reason: input.reason ?? null,
    count: input.amount ?? 0,
    search: input.searchName ?? '',
    link: input.link,
  };
  const kind = texts.kinds[input.kind];
  return {
    to: input.to,
    subject: `MarketDrop: ${kind.subject(parts)}`,
    text: [
      texts.greeting(input.firstName),
      '',
      ...kind.body(parts),
      '',
      ...texts.footer(input.alertsLink, input.settingsLink),
    ].join('\n'),
  };
}
