/**
 * Copy stored in the database on first start and served by the content calls (getAboutUs,
 * getTerms, getPrivacy, getFaqs, new), plus the logged-in Home hero banners, in English and
 * Canadian French. The landing page's copy is UI text bundled with the web app instead
 * (apps/web/src/i18n/{en,fr}/public.ts), so /home-landing renders without waiting for the API
 * (docs/decisions/004-content-model.md).
 *
 * Binding wording (docs/product.md §3.12): About Us and Terms & Conditions open with Who We Are,
 * What We Do and Our Values; the FAQ has exactly seven questions (account, browsing, bidding,
 * winning, Buy Now, dealer registration and dashboard, business verification).
 *
 * Business rules stated here (keep in sync with the auction engine): sales close every Thursday at
 * 19:00 Toronto time; bid increments $50 below $5,000, $100 to $24,999, $250 to $49,999, $500 to
 * $99,999 and $1,000 above; a bid in the last 2 minutes extends the end by 2 minutes; no buyer's
 * premium, a flat $99 documentation fee per purchase plus the province's sales taxes; the delivery
 * charge of decision 022 ($250 within the dealer's province, $650 to another, $1,500 to the
 * territories); payment within 48 hours, or the order is cancelled; the buyer may cancel before
 * paying.
 *
 * Seeding only inserts what is missing (idempotent), so edits made in the database are kept.
 */

export type Language = 'en' | 'fr';

/** A titled block of text; `body` holds one string per paragraph. */
export type Section = { heading: string; body: string[] };

export type AboutContent = { title: string; sections: Section[] };

/** `effectiveOn`: the date the text takes effect (YYYY-MM-DD); clients format it per language. */
export type LegalContent = { title: string; effectiveOn: string; sections: Section[] };

export type Faq = { question: string; answer: string };

export type Banner = { title: string; description: string };

/** A "what's new" item in both languages; `link` is an in-app path to read more, or null. */
export type Announcement = {
  slug: string;
  /** ISO instant. */
  publishedAt: string;
  link: string | null;
} & Record<Language, { title: string; body: string }>;

// ---------------------------------------------------------------------------------------------
// About Us
// ---------------------------------------------------------------------------------------------

export const ABOUT: Record<Language, AboutContent> = {
  en: {
    title: 'About Us',
    sections: [
      {
        heading: 'Who We Are',
        body: [
          'MarketDrop is a Canadian online vehicle marketplace where consumers and licensed dealers buy cars, trucks and SUVs. We built it for people who are tired of haggling, hidden fees and listings that sit for months without a clear answer on price.',
          'We serve buyers and dealers across the provinces. Every price on MarketDrop is in Canadian dollars, every odometer reading is in kilometres and taxes are shown as HST/GST — no conversions and no surprises at the end.',
        ],
      },
      {
        heading: 'What We Do',
        body: [
          'We run a weekly vehicle sale that closes every Thursday at 7 p.m. Toronto time. Each vehicle is offered in one of four ways, and the listing always tells you which one.',
          'Auction: a classic ascending auction. Enter a maximum bid and we bid for you by the minimum increment, only as far as needed to keep you in the lead. A bid in the last two minutes extends the auction by two minutes, so nobody wins by sniping. The highest bid wins if it meets the reserve.',
          'MarketDropAI: the price starts at the sticker price and drops by a fixed amount at fixed intervals until it reaches a floor. The first person to claim the vehicle buys it at the current price. At the floor it stays claimable until the Thursday close — that is how every vehicle sells.',
          'ClaimPOINT: the vehicle has a posted price, and the first buyer to claim it wins. Buy Now: some auctions also carry a fixed price; pay it and the auction ends at once in your favour.',
          'When you win, you receive a confirmation with payment and delivery instructions, choose Pickup or Delivery, and follow your order in your account from Pending Payment to Completed.',
        ],
      },
      {
        heading: 'Our Values',
        body: [
          'Transparency. The rules are the same for everyone and published in plain language: bid increments, proxy bids, the two-minute extension, reserves and fees. Every listing shows the current price, the number of bids and the time left.',
          'Fairness. The highest bid wins an auction and the first claim wins a MarketDropAI or ClaimPOINT vehicle — no back-room deals. Buyers pay no buyer’s premium, just a flat $99 documentation fee per purchase plus applicable HST/GST.',
          'Trust. Dealers must have their business verified before they can sell, and listings carry photos, condition reports, documents and the vehicle’s location so you know exactly what you are buying.',
          'Respect for your time. One weekly close, clear payment deadlines and order tracking mean less time chasing a car and more time driving it.',
        ],
      },
      {
        heading: 'For Dealers',
        body: [
          'Licensed dealers register a business account with their business name, business address, dealership number/ID and HST/GST number. Once we verify the business, they can list vehicles with photos, a condition report and documents, and pick the sale format that suits each unit.',
          'Dealers reach a steady audience of ready buyers every week and pay a success fee only on vehicles that sell, as set out in their dealer agreement.',
        ],
      },
      {
        heading: 'Get in Touch',
        body: [
          'Questions about a vehicle, a sale or your account? Use the Contact Support page, linked at the bottom of every page, and our team will reply by email. For privacy questions, write to privacy@marketdrop.ca.',
        ],
      },
    ],
  },
  fr: {
    title: 'À propos de nous',
    sections: [
      {
        heading: 'Qui nous sommes',
        body: [
          'MarketDrop est un marché en ligne canadien où les consommateurs et les concessionnaires autorisés achètent des voitures, des camions et des VUS. Nous l’avons créé pour ceux qui en ont assez de négocier, des frais cachés et des annonces qui traînent pendant des mois sans prix clair.',
          'Nous servons les acheteurs et les concessionnaires partout au pays. Sur MarketDrop, tous les prix sont en dollars canadiens, tous les odomètres sont en kilomètres et les taxes sont indiquées en TVH/TPS : aucune conversion, aucune surprise à la fin.',
        ],
      },
      {
        heading: 'Ce que nous faisons',
        body: [
          'Nous tenons une vente hebdomadaire de véhicules qui se termine chaque jeudi à 19 h, heure de Toronto. Chaque véhicule est offert de l’une de quatre façons, et l’annonce indique toujours laquelle.',
          'Enchère : une enchère ascendante classique. Inscrivez une mise maximale et nous misons pour vous, par l’incrément minimal, seulement autant qu’il le faut pour que vous restiez en tête. Une mise placée dans les deux dernières minutes prolonge l’enchère de deux minutes : personne ne gagne à la dernière seconde. La mise la plus élevée l’emporte si elle atteint le prix de réserve.',
          'MarketDropAI : le prix part du prix de l’étiquette et baisse d’un montant fixe à intervalles fixes jusqu’à un prix plancher. La première personne qui réclame le véhicule l’achète au prix du moment. Au plancher, il reste offert jusqu’à la clôture du jeudi : c’est ainsi que chaque véhicule trouve preneur.',
          'ClaimPOINT : le véhicule a un prix affiché, et le premier acheteur qui le réclame l’obtient. Achat immédiat (Buy Now) : certaines enchères ont aussi un prix fixe; payez-le et l’enchère se termine aussitôt en votre faveur.',
          'Quand vous gagnez, vous recevez une confirmation avec les directives de paiement et de livraison, vous choisissez la cueillette ou la livraison, puis vous suivez votre commande dans votre compte, de « En attente de paiement » à « Terminée ».',
        ],
      },
      {
        heading: 'Nos valeurs',
        body: [
          'Transparence. Les règles sont les mêmes pour tous et publiées en langage clair : incréments de mise, mises automatiques, prolongation de deux minutes, prix de réserve et frais. Chaque annonce affiche le prix actuel, le nombre de mises et le temps restant.',
          'Équité. La mise la plus élevée remporte l’enchère et la première réclamation remporte le véhicule MarketDropAI ou ClaimPOINT, sans arrangement en coulisses. Les acheteurs ne paient aucune prime d’acheteur, seulement des frais de documentation fixes de 99 $ par achat, plus la TVH/TPS applicable.',
          'Confiance. Les concessionnaires doivent faire vérifier leur entreprise avant de vendre, et les annonces comportent des photos, un rapport d’état, des documents et l’emplacement du véhicule, pour que vous sachiez exactement ce que vous achetez.',
          'Respect de votre temps. Une seule clôture par semaine, des délais de paiement clairs et le suivi des commandes : moins de temps à courir après une voiture, plus de temps à la conduire.',
        ],
      },
      {
        heading: 'Pour les concessionnaires',
        body: [
          'Les concessionnaires autorisés ouvrent un compte d’entreprise avec leur raison sociale, l’adresse de l’entreprise, leur numéro de concessionnaire et leur numéro de TVH/TPS. Une fois l’entreprise vérifiée, ils peuvent publier des véhicules avec photos, rapport d’état et documents, et choisir le mode de vente qui convient à chacun.',
          'Les concessionnaires joignent chaque semaine un bassin stable d’acheteurs prêts à acheter et ne versent des frais de réussite que sur les véhicules vendus, selon leur entente de concessionnaire.',
        ],
      },
      {
        heading: 'Nous joindre',
        body: [
          'Une question sur un véhicule, une vente ou votre compte? Utilisez la page Soutien à la clientèle, accessible au bas de chaque page; notre équipe vous répondra par courriel. Pour toute question sur la confidentialité, écrivez à privacy@marketdrop.ca.',
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Terms & Conditions
// ---------------------------------------------------------------------------------------------

export const TERMS: Record<Language, LegalContent> = {
  en: {
    title: 'Terms & Conditions',
    effectiveOn: '2026-11-22',
    sections: [
      {
        heading: 'Who We Are',
        body: [
          'These Terms & Conditions (the “Terms”) are an agreement between you and MarketDrop, the operator of the MarketDrop website and apps. They apply whenever you browse, create an account, bid, claim, buy or sell on MarketDrop. By creating an account or using the service you accept these Terms; if you do not agree, please do not use MarketDrop.',
          'MarketDrop is a marketplace. Each vehicle is sold by the verified dealer who listed it, and the contract of sale is between the buyer and that dealer, on the terms set out here.',
        ],
      },
      {
        heading: 'What We Do',
        body: [
          'We provide the platform on which vehicles are sold by Auction, MarketDropAI, ClaimPOINT and Buy Now. We record bids and claims, determine the winner under the rules below, issue confirmations with payment and delivery instructions, and help coordinate pickup or delivery.',
          'Sales close every Thursday at 19:00 (7 p.m.) Toronto time. The closing time shown on each listing is the one that applies. All prices are in Canadian dollars (CAD) and odometer readings are in kilometres (KM).',
        ],
      },
      {
        heading: 'Our Values',
        body: [
          'We write these Terms to be read, not just accepted. Wherever a rule affects what you pay or whether you have bought a vehicle, we state it plainly below. If anything is unclear, contact us before you bid or claim.',
        ],
      },
      {
        heading: 'Accounts and Eligibility',
        body: [
          'You must be at least 18 years old and legally able to enter into a binding contract to open an account. You must give accurate, current information, including your name, date of birth, address and contact details, and keep it up to date.',
          'At sign-up you must accept these Terms and consent to a credit check, and you confirm your account with a one-time code sent to your email address.',
          'You choose a Consumer or a Dealer account. Each account belongs to one person or one business. You are responsible for everything done under your account and must keep your password secret; tell us immediately if you think someone else has used it.',
          'We may suspend or close an account that gives false information, fails to pay, interferes with a sale or breaks these Terms.',
        ],
      },
      {
        heading: 'Bidding and Claims Are Binding',
        body: [
          'Every bid, claim and Buy Now purchase is a binding offer to buy the vehicle at that price, plus the documentation fee and applicable taxes. Once submitted, it is locked in and cannot be withdrawn.',
          'If your bid wins, or your claim or Buy Now purchase is accepted, you must complete the purchase. Only bid on or claim vehicles you intend and are able to buy, and read the description, condition report and documents before you commit.',
          'Shill bidding (bidding on your own vehicle, or bidding to push up the price for a seller) and any collusion between bidders are prohibited.',
        ],
      },
      {
        heading: 'Auction Rules',
        body: [
          'Increments: the minimum bid increment depends on the current price — $50 below $5,000; $100 from $5,000 to $24,999; $250 from $25,000 to $49,999; $500 from $50,000 to $99,999; and $1,000 from $100,000. A new bid must be at least the current price plus the increment; the first bid must be at least the starting bid.',
          'Proxy bids: you may enter a maximum bid. The system then bids for you by the minimum increment, only as much as needed to keep you in the lead, up to your maximum. Your maximum is never shown to other users.',
          'Soft close: a bid placed in the last 2 minutes of an auction extends its end by 2 minutes, and the listing shows “Extended”. Extensions continue for as long as bids keep arriving in the final 2 minutes.',
          'Reserve: a seller may set a confidential reserve price. When the auction ends, the highest bid wins if it meets the reserve. If the reserve is not met, the vehicle is not sold through that auction and no bidder is obliged to buy it.',
        ],
      },
      {
        heading: 'MarketDropAI and ClaimPOINT',
        body: [
          'MarketDropAI: the price starts at the sticker price and drops by a fixed step at fixed intervals until it reaches the floor price. The first user to claim the vehicle wins it at the price current when we receive the claim. Once the floor is reached, the vehicle stays claimable at the floor price until the Thursday close.',
          'ClaimPOINT: the vehicle is offered at a posted price, and the first user to claim it wins it at that price.',
          'For both, “first” is decided by the time our servers record the claim, not the time on your device. If someone else claims the vehicle before you, your claim is not accepted and you owe nothing.',
        ],
      },
      {
        heading: 'Buy Now',
        body: [
          'Some auctions show a Buy Now price. Using Buy Now purchases the vehicle at that fixed price and ends the auction at once; no further bids are accepted. Buy Now is available only while it is displayed on the listing.',
          'A Buy Now purchase is binding, and the fees, payment, pickup and delivery terms below apply as for any other purchase.',
        ],
      },
      {
        heading: 'Fees',
        body: [
          'Buyers pay no buyer’s premium. Each purchase carries a flat $99 documentation fee. Sales taxes of your province are added: GST, HST, PST or QST as they apply where the vehicle is delivered or, for Pickup, in the province of your account. Your order shows every line of the amount due before you pay: the vehicle price, the documentation fee, the delivery charge if any, each tax with its rate, and the total.',
          'Delivery charge: $250 for delivery within the dealer’s province, $650 to another province, $1,500 to Yukon, the Northwest Territories or Nunavut. Pickup at the dealer is free. Taxes apply to the delivery charge as to the rest of the purchase.',
          'Creating an account, browsing, bidding and claiming are free.',
          'Dealers pay a success fee on sold vehicles, as set out in their dealer agreement. No success fee is charged on a vehicle that does not sell.',
        ],
      },
      {
        heading: 'Payment',
        body: [
          'Payment in full is due within 48 hours of the close of the sale. Choose Pickup or Delivery and a time slot, then pay online from your order, which shows the amount and the deadline. Your order shows Pending Payment until we receive your payment, then Payment Completed.',
          'If payment is not received within 48 hours, the order is cancelled automatically. We may then offer the vehicle to another buyer and suspend your account, offer the vehicle to another buyer and suspend your account, and you remain responsible for any loss this causes, to the extent permitted by law.',
          'Ownership and risk pass to you when the vehicle is released to you, or to the carrier for delivery, after payment in full.',
        ],
      },
      {
        heading: 'Pickup and Delivery',
        body: [
          'After you win, choose Pickup or Delivery, and a time slot. Pickup is at the dealer on business days (Monday to Friday); delivery windows run Monday to Saturday; the first ones start 24 hours ahead. For Pickup, your order moves to Ready for Pickup when the vehicle is prepared; bring government-issued photo ID and your confirmation. For Delivery, give a Canadian address; the delivery charge (see Fees) is shown before you pay, and your order shows In Delivery while the vehicle is on its way. Once you have the vehicle, the order is Completed.',
          'Inspect the vehicle when you receive it and record any difference from the listing before you sign for it. Registering, plating and insuring the vehicle in your province are your responsibility.',
        ],
      },
      {
        heading: 'Cancellations',
        body: [
          'Bids and claims are binding. Before you pay, you may cancel an order from My Orders, saying why; as with an unpaid order, we may then suspend your account and you remain responsible for any loss this causes, to the extent permitted by law. Once paid, a purchase cannot be cancelled because you changed your mind. We may cancel a sale, and refund everything you paid, if the vehicle is materially different from its listing, it cannot be transferred with clear title, the seller cannot complete the sale, or a technical error affected the price or the result.',
          'We may also cancel any sale involving fraud, shill bidding, non-payment or another breach of these Terms. If you believe a sale should be cancelled, contact Support as soon as possible and, if you can, before you take the vehicle.',
          'A dealer may not cancel a sale once a bid has won or a claim or Buy Now purchase has been accepted, except with our written agreement.',
        ],
      },
      {
        heading: 'Dealer Obligations and Verification',
        body: [
          'To sell, a dealer must register a business account with its business name, business address, dealership number/ID and HST/GST number, and have the business verified by MarketDrop. We may ask for supporting documents, such as a copy of the dealer licence, and we may refuse or withdraw verification.',
          'Dealers must hold a valid registration or licence with their provincial regulator (for example, OMVIC in Ontario), keep it current and tell us at once if it lapses or is suspended.',
          'Every listing must be accurate and complete: year, make, model, trim, odometer reading in kilometres, known damage and defects, any brand such as rebuilt or salvage, and any lien. Dealers must transfer each vehicle free of liens with the documents needed to register it, honour every sale made through MarketDrop at the winning price, and comply with the consumer protection, disclosure and tax laws that apply to them.',
        ],
      },
      {
        heading: 'Limitation of Liability',
        body: [
          'We work to keep MarketDrop available and accurate, but the service is provided “as is”. Descriptions, condition reports and documents come from the seller; we do not inspect every vehicle and do not guarantee its condition, history or fitness for a particular purpose beyond what the seller states and the law requires.',
          'To the extent permitted by law, MarketDrop is not liable for indirect or consequential losses, such as lost profits, lost opportunities or loss of use, or for a bid or claim that did not reach us because of your connection or device. Our total liability in connection with a sale is limited to the fees we received for that sale.',
          'Nothing in these Terms limits any right you have under the consumer protection laws of your province that cannot be waived by contract.',
        ],
      },
      {
        heading: 'Governing Law',
        body: [
          'These Terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario have jurisdiction over any dispute, except where the consumer protection laws of your province allow you to bring a claim where you live.',
        ],
      },
      {
        heading: 'Changes to These Terms',
        body: [
          'We may update these Terms. The date of the current version appears at the top of this page, and we will tell account holders about material changes before they take effect. Changes never apply to a sale that has already closed.',
        ],
      },
      {
        heading: 'Contact',
        body: [
          'For questions about these Terms, a sale or your account, use the Contact Support page linked in the footer of every page. For privacy questions, write to privacy@marketdrop.ca.',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions générales',
    effectiveOn: '2026-11-22',
    sections: [
      {
        heading: 'Qui nous sommes',
        body: [
          'Les présentes conditions générales (les « Conditions ») constituent une entente entre vous et MarketDrop, l’exploitant du site Web et des applications MarketDrop. Elles s’appliquent chaque fois que vous naviguez, créez un compte, misez, réclamez, achetez ou vendez sur MarketDrop. En créant un compte ou en utilisant le service, vous acceptez les présentes Conditions; si vous ne les acceptez pas, veuillez ne pas utiliser MarketDrop.',
          'MarketDrop est une place de marché. Chaque véhicule est vendu par le concessionnaire vérifié qui l’a publié, et le contrat de vente est conclu entre l’acheteur et ce concessionnaire, selon les conditions énoncées ici.',
        ],
      },
      {
        heading: 'Ce que nous faisons',
        body: [
          'Nous fournissons la plateforme sur laquelle les véhicules sont vendus par Enchère, MarketDropAI, ClaimPOINT et Achat immédiat (Buy Now). Nous enregistrons les mises et les réclamations, désignons le gagnant selon les règles ci-dessous, émettons les confirmations avec les directives de paiement et de livraison, et aidons à organiser la cueillette ou la livraison.',
          'Les ventes se terminent chaque jeudi à 19 h, heure de Toronto. L’heure de clôture indiquée sur chaque annonce est celle qui s’applique. Tous les prix sont en dollars canadiens ($ CA) et les odomètres sont en kilomètres (km).',
        ],
      },
      {
        heading: 'Nos valeurs',
        body: [
          'Nous rédigeons ces Conditions pour qu’elles soient lues, pas seulement acceptées. Chaque fois qu’une règle touche ce que vous payez ou le fait d’avoir acheté un véhicule, nous l’énonçons clairement ci-dessous. Si quelque chose n’est pas clair, communiquez avec nous avant de miser ou de réclamer.',
        ],
      },
      {
        heading: 'Comptes et admissibilité',
        body: [
          'Vous devez avoir au moins 18 ans et la capacité juridique de conclure un contrat pour ouvrir un compte. Vous devez fournir des renseignements exacts et à jour, notamment votre nom, votre date de naissance, votre adresse et vos coordonnées, et les tenir à jour.',
          'À l’inscription, vous devez accepter les présentes Conditions et consentir à une vérification de crédit, puis confirmer votre compte au moyen d’un code à usage unique envoyé à votre adresse courriel.',
          'Vous choisissez un compte Consommateur ou Concessionnaire. Chaque compte appartient à une seule personne ou à une seule entreprise. Vous êtes responsable de tout ce qui est fait avec votre compte et devez garder votre mot de passe secret; avisez-nous immédiatement si vous croyez qu’une autre personne l’a utilisé.',
          'Nous pouvons suspendre ou fermer un compte qui fournit de faux renseignements, ne paie pas, nuit au déroulement d’une vente ou enfreint les présentes Conditions.',
        ],
      },
      {
        heading: 'Les mises et les réclamations vous engagent',
        body: [
          'Chaque mise, réclamation et achat immédiat est une offre ferme d’acheter le véhicule à ce prix, plus les frais de documentation et les taxes applicables. Une fois soumise, elle est verrouillée et ne peut pas être retirée.',
          'Si votre mise l’emporte, ou si votre réclamation ou votre achat immédiat est accepté, vous devez conclure l’achat. Ne misez que sur les véhicules que vous avez l’intention et les moyens d’acheter, et lisez la description, le rapport d’état et les documents avant de vous engager.',
          'Les mises de complaisance (miser sur son propre véhicule ou miser pour faire monter le prix au profit d’un vendeur) et toute collusion entre enchérisseurs sont interdites.',
        ],
      },
      {
        heading: 'Règles des enchères',
        body: [
          'Incréments : l’incrément minimal dépend du prix actuel — 50 $ sous 5 000 $; 100 $ de 5 000 $ à 24 999 $; 250 $ de 25 000 $ à 49 999 $; 500 $ de 50 000 $ à 99 999 $; et 1 000 $ à partir de 100 000 $. Une nouvelle mise doit être au moins égale au prix actuel plus l’incrément; la première mise doit être au moins égale à la mise de départ.',
          'Mises automatiques : vous pouvez inscrire une mise maximale. Le système mise alors pour vous, par l’incrément minimal, seulement autant qu’il le faut pour que vous restiez en tête, jusqu’à votre maximum. Votre maximum n’est jamais montré aux autres utilisateurs.',
          'Prolongation : une mise placée dans les 2 dernières minutes d’une enchère en reporte la fin de 2 minutes, et l’annonce affiche « Prolongée ». Les prolongations se répètent tant que des mises arrivent dans les 2 dernières minutes.',
          'Prix de réserve : un vendeur peut fixer un prix de réserve confidentiel. À la fin de l’enchère, la mise la plus élevée l’emporte si elle atteint la réserve. Si la réserve n’est pas atteinte, le véhicule n’est pas vendu dans le cadre de cette enchère et aucun enchérisseur n’est tenu de l’acheter.',
        ],
      },
      {
        heading: 'MarketDropAI et ClaimPOINT',
        body: [
          'MarketDropAI : le prix part du prix de l’étiquette et baisse d’un palier fixe à intervalles fixes jusqu’au prix plancher. Le premier utilisateur qui réclame le véhicule le remporte au prix en vigueur au moment où nous recevons la réclamation. Une fois le plancher atteint, le véhicule reste offert à ce prix jusqu’à la clôture du jeudi.',
          'ClaimPOINT : le véhicule est offert à un prix affiché, et le premier utilisateur qui le réclame le remporte à ce prix.',
          'Dans les deux cas, le « premier » est déterminé par l’heure à laquelle nos serveurs enregistrent la réclamation, et non par l’heure de votre appareil. Si quelqu’un réclame le véhicule avant vous, votre réclamation n’est pas acceptée et vous ne devez rien.',
        ],
      },
      {
        heading: 'Achat immédiat (Buy Now)',
        body: [
          'Certaines enchères affichent un prix d’achat immédiat. L’achat immédiat vous permet d’acheter le véhicule à ce prix fixe et met fin à l’enchère sur-le-champ; aucune autre mise n’est acceptée. Cette option n’est offerte que tant qu’elle est affichée sur l’annonce.',
          'Un achat immédiat vous engage, et les conditions de frais, de paiement, de cueillette et de livraison ci-dessous s’appliquent comme pour tout autre achat.',
        ],
      },
      {
        heading: 'Frais',
        body: [
          'Les acheteurs ne paient aucune prime d’acheteur. Chaque achat comporte des frais de documentation fixes de 99 $. Les taxes de vente de votre province s’ajoutent : TPS, TVH, TVP ou TVQ selon ce qui s’applique là où le véhicule est livré ou, pour la cueillette, dans la province de votre compte. Votre commande indique chaque ligne du montant dû avant que vous payiez : le prix du véhicule, les frais de documentation, les frais de livraison le cas échéant, chaque taxe avec son taux, et le total.',
          'Frais de livraison : 250 $ pour une livraison dans la province du concessionnaire, 650 $ vers une autre province, 1 500 $ vers le Yukon, les Territoires du Nord-Ouest ou le Nunavut. La cueillette chez le concessionnaire est gratuite. Les taxes s’appliquent aux frais de livraison comme au reste de l’achat.',
          'L’ouverture d’un compte, la navigation, les mises et les réclamations sont gratuites.',
          'Les concessionnaires paient des frais de réussite sur les véhicules vendus, selon leur entente de concessionnaire. Aucuns frais de réussite ne sont exigés pour un véhicule qui ne se vend pas.',
        ],
      },
      {
        heading: 'Paiement',
        body: [
          'Le paiement complet est exigible dans les 48 heures suivant la clôture de la vente. Choisissez la cueillette ou la livraison et une plage horaire, puis payez en ligne à partir de votre commande, qui indique le montant et l’échéance. Votre commande affiche « En attente de paiement » jusqu’à la réception de votre paiement, puis « Paiement effectué ».',
          'Si le paiement n’est pas reçu dans les 48 heures, la commande est annulée automatiquement. Nous pouvons alors offrir le véhicule à un autre acheteur et suspendre votre compte, offrir le véhicule à un autre acheteur et suspendre votre compte, et vous demeurez responsable de toute perte qui en découle, dans la mesure permise par la loi.',
          'La propriété et les risques vous sont transférés lorsque le véhicule vous est remis, ou est remis au transporteur pour la livraison, après le paiement complet.',
        ],
      },
      {
        heading: 'Cueillette et livraison',
        body: [
          'Après votre victoire, choisissez la cueillette ou la livraison, et une plage horaire. La cueillette a lieu chez le concessionnaire les jours ouvrables (du lundi au vendredi); les plages de livraison vont du lundi au samedi; les premières commencent 24 heures plus tard. Pour la cueillette, votre commande passe à « Prête pour la cueillette » lorsque le véhicule est prêt; apportez une pièce d’identité avec photo délivrée par un gouvernement et votre confirmation. Pour la livraison, donnez une adresse au Canada; les frais de livraison (voir Frais) sont affichés avant que vous payiez, et votre commande affiche « En livraison » pendant le transport. Une fois le véhicule reçu, la commande est « Terminée ».',
          'Inspectez le véhicule à la réception et notez toute différence avec l’annonce avant de signer. L’immatriculation et l’assurance du véhicule dans votre province relèvent de votre responsabilité.',
        ],
      },
      {
        heading: 'Annulations',
        body: [
          'Les mises et les réclamations vous engagent. Avant de payer, vous pouvez annuler une commande dans Mes commandes, en indiquant pourquoi; comme pour une commande impayée, nous pouvons alors suspendre votre compte, et vous demeurez responsable de toute perte qui en découle, dans la mesure permise par la loi. Une fois payé, un achat ne peut pas être annulé parce que vous avez changé d’idée. Nous pouvons annuler une vente, et vous rembourser tout ce que vous avez payé, si le véhicule diffère de façon importante de son annonce, s’il ne peut être transféré libre de tout droit, si le vendeur ne peut conclure la vente ou si une erreur technique a faussé le prix ou le résultat.',
          'Nous pouvons aussi annuler toute vente entachée de fraude, de mises de complaisance, de non-paiement ou d’une autre violation des présentes Conditions. Si vous croyez qu’une vente devrait être annulée, communiquez avec le Soutien le plus tôt possible et, si vous le pouvez, avant de prendre possession du véhicule.',
          'Un concessionnaire ne peut pas annuler une vente une fois qu’une mise l’a emporté ou qu’une réclamation ou un achat immédiat a été accepté, sauf avec notre accord écrit.',
        ],
      },
      {
        heading: 'Obligations et vérification des concessionnaires',
        body: [
          'Pour vendre, un concessionnaire doit ouvrir un compte d’entreprise avec sa raison sociale, l’adresse de l’entreprise, son numéro de concessionnaire et son numéro de TVH/TPS, et faire vérifier son entreprise par MarketDrop. Nous pouvons demander des pièces justificatives, comme une copie du permis de commerçant, et pouvons refuser ou retirer la vérification.',
          'Les concessionnaires doivent détenir un permis ou une inscription valide auprès de l’organisme de réglementation de leur province (par exemple l’OMVIC en Ontario ou l’Office de la protection du consommateur au Québec), le maintenir en vigueur et nous aviser immédiatement s’il expire ou est suspendu.',
          'Chaque annonce doit être exacte et complète : année, marque, modèle, version, kilométrage, dommages et défauts connus, toute mention comme « reconstruit » ou « récupérable », et toute sûreté (privilège). Les concessionnaires doivent transférer chaque véhicule libre de toute sûreté, avec les documents nécessaires à son immatriculation, honorer chaque vente conclue sur MarketDrop au prix gagnant, et respecter les lois sur la protection du consommateur, la divulgation et les taxes qui s’appliquent à eux.',
        ],
      },
      {
        heading: 'Limitation de responsabilité',
        body: [
          'Nous nous efforçons de garder MarketDrop accessible et exact, mais le service est fourni « tel quel ». Les descriptions, rapports d’état et documents proviennent du vendeur; nous n’inspectons pas chaque véhicule et ne garantissons pas son état, son historique ou son aptitude à un usage particulier au-delà de ce que le vendeur déclare et de ce que la loi exige.',
          'Dans la mesure permise par la loi, MarketDrop n’est pas responsable des pertes indirectes ou consécutives, comme un manque à gagner, une occasion perdue ou une perte de jouissance, ni d’une mise ou d’une réclamation qui ne nous est pas parvenue en raison de votre connexion ou de votre appareil. Notre responsabilité totale liée à une vente se limite aux frais que nous avons perçus pour cette vente.',
          'Rien dans les présentes Conditions ne limite un droit que vous confèrent les lois sur la protection du consommateur de votre province et auquel il est impossible de renoncer par contrat.',
        ],
      },
      {
        heading: 'Droit applicable',
        body: [
          'Les présentes Conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Les tribunaux de l’Ontario ont compétence sur tout litige, sauf lorsque les lois sur la protection du consommateur de votre province vous permettent d’intenter un recours là où vous habitez.',
        ],
      },
      {
        heading: 'Modifications des présentes Conditions',
        body: [
          'Nous pouvons mettre à jour les présentes Conditions. La date de la version en vigueur figure en haut de cette page, et nous informons les titulaires de compte de tout changement important avant son entrée en vigueur. Les changements ne s’appliquent jamais à une vente déjà close.',
        ],
      },
      {
        heading: 'Nous joindre',
        body: [
          'Pour toute question sur les présentes Conditions, une vente ou votre compte, utilisez la page Soutien à la clientèle, accessible au bas de chaque page. Pour toute question sur la confidentialité, écrivez à privacy@marketdrop.ca.',
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Privacy Policy
// ---------------------------------------------------------------------------------------------

export const PRIVACY: Record<Language, LegalContent> = {
  en: {
    title: 'Privacy Policy',
    effectiveOn: '2026-11-22',
    sections: [
      {
        heading: 'Our Commitment',
        body: [
          'MarketDrop handles personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial privacy laws. This policy explains what we collect, why we collect it, who we share it with and the choices you have.',
          'We collect only what we need to run the marketplace, we ask for your consent, and we never sell your personal information.',
        ],
      },
      {
        heading: 'What We Collect',
        body: [
          'Account details: your first and last name, email address, phone number, date of birth, gender, street address, city, province, country and postal code, and your password, which we store only in a hashed form we cannot read.',
          'Dealer details: business name, business address, dealership number/ID and HST/GST number.',
          'Driver’s licence: if you choose to provide them, your licence number and images of your licence.',
          'Marketplace activity: bids and maximum bids, claims, Buy Now purchases, saved vehicles, orders, your Pickup or Delivery choice and delivery address, and the messages you send to Support.',
          'Technical information: the type of device you sign in from (desktop, mobile or tablet), your language and notification settings, and server logs such as IP address and request times, which we use for security.',
        ],
      },
      {
        heading: 'Why We Collect It',
        body: [
          'We use your information to create and secure your account; confirm that you are at least 18; verify dealers before they can sell; run auctions and claims and determine winners; send confirmations, payment and delivery instructions and order updates; process payments and keep tax records; arrange pickup or delivery; prevent fraud, shill bidding and misuse; answer your support requests; and meet our legal obligations.',
          'At sign-up you consent to a credit check. If we run one, we use the result only to confirm your identity and your eligibility to bid and buy.',
          'You control notifications from your account’s Notifications Settings. We do not use your information for purposes you have not agreed to.',
        ],
      },
      {
        heading: 'Driver’s Licence Images',
        body: [
          'Licence images are private to you. They are stored securely, served only to your own signed-in account, and never shown to sellers, other buyers or in any public listing or link.',
          'You can ask us to delete them at any time through Contact Support or privacy@marketdrop.ca.',
        ],
      },
      {
        heading: 'Sign-in Codes and Sessions',
        body: [
          'We confirm your email address with a 4-digit one-time code (OTP) sent by email when you sign up, when you sign in before your account is verified and when you reset your password. Codes expire shortly after they are sent. MarketDrop staff will never ask you for a code.',
          'When you sign in, a session token and basic profile details (your name and profile picture) are stored in your browser’s local storage so you stay signed in. Logging out clears them, and so does any expired or rejected session. On a shared computer, always log out when you finish.',
        ],
      },
      {
        heading: 'Cookies',
        body: [
          'MarketDrop does not use cookies for tracking or advertising, and we do not use third-party advertising or cross-site tracking tools. Your session is kept in your browser’s local storage, as described above, not in a tracking cookie.',
        ],
      },
      {
        heading: 'Who We Share It With',
        body: [
          'We share personal information only as needed: with the dealer who sold you a vehicle (your name, contact details and pickup or delivery information) so they can complete the sale; with delivery carriers; with service providers that host our systems, send email or process payments, under contracts that require them to protect it; and where the law requires.',
          'Some service providers may process information outside Canada, where it is subject to the laws of that country. We do not sell or rent personal information.',
        ],
      },
      {
        heading: 'Retention',
        body: [
          'We keep account information while your account is open. Records of bids, sales, payments and taxes are kept as long as Canadian tax and consumer laws require, generally six years. Licence images are deleted when you ask us to remove them or close your account, unless we need them to resolve an open dispute or fraud investigation.',
          'When information is no longer needed, we securely delete or anonymise it.',
        ],
      },
      {
        heading: 'Security',
        body: [
          'We protect personal information with encrypted connections, limited staff access on a need-to-know basis, hashed passwords and one-time sign-in codes. No system is perfectly secure; if a breach creates a real risk of significant harm to you, we will notify you and the Office of the Privacy Commissioner of Canada as the law requires.',
        ],
      },
      {
        heading: 'Your Rights',
        body: [
          'You may ask to see the personal information we hold about you, have it corrected, withdraw your consent (which may mean we can no longer provide the service) or close your account. We respond within 30 days.',
          'Most of your details can be updated directly in My Profile. If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca).',
        ],
      },
      {
        heading: 'Contact',
        body: [
          'Questions or requests about your personal information: write to our Privacy Officer at privacy@marketdrop.ca.',
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    effectiveOn: '2026-11-22',
    sections: [
      {
        heading: 'Notre engagement',
        body: [
          'MarketDrop traite les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et aux lois provinciales applicables en matière de vie privée. La présente politique explique ce que nous recueillons, pourquoi, avec qui nous le communiquons et les choix qui s’offrent à vous.',
          'Nous ne recueillons que ce qui est nécessaire au fonctionnement de la place de marché, nous demandons votre consentement et nous ne vendons jamais vos renseignements personnels.',
        ],
      },
      {
        heading: 'Ce que nous recueillons',
        body: [
          'Renseignements de compte : vos prénom et nom, votre adresse courriel, votre numéro de téléphone, votre date de naissance, votre genre, votre adresse, votre ville, votre province, votre pays et votre code postal, ainsi que votre mot de passe, que nous conservons uniquement sous une forme hachée que nous ne pouvons pas lire.',
          'Renseignements du concessionnaire : raison sociale, adresse de l’entreprise, numéro de concessionnaire et numéro de TVH/TPS.',
          'Permis de conduire : si vous choisissez de les fournir, votre numéro de permis et des images de votre permis.',
          'Activité sur la place de marché : mises et mises maximales, réclamations, achats immédiats, véhicules sauvegardés, commandes, votre choix de cueillette ou de livraison et l’adresse de livraison, ainsi que les messages que vous envoyez au Soutien.',
          'Renseignements techniques : le type d’appareil utilisé pour vous connecter (ordinateur, mobile ou tablette), vos paramètres de langue et de notifications, et des journaux de serveur comme l’adresse IP et l’heure des requêtes, que nous utilisons pour la sécurité.',
        ],
      },
      {
        heading: 'Pourquoi nous les recueillons',
        body: [
          'Nous utilisons vos renseignements pour créer et protéger votre compte; confirmer que vous avez au moins 18 ans; vérifier les concessionnaires avant qu’ils puissent vendre; tenir les enchères et les réclamations et désigner les gagnants; envoyer les confirmations, les directives de paiement et de livraison et les mises à jour de commande; traiter les paiements et tenir les registres fiscaux; organiser la cueillette ou la livraison; prévenir la fraude, les mises de complaisance et les abus; répondre à vos demandes de soutien; et respecter nos obligations légales.',
          'À l’inscription, vous consentez à une vérification de crédit. Si nous en effectuons une, nous n’utilisons le résultat que pour confirmer votre identité et votre admissibilité à miser et à acheter.',
          'Vous gérez les notifications dans les Paramètres de notifications de votre compte. Nous n’utilisons pas vos renseignements à des fins auxquelles vous n’avez pas consenti.',
        ],
      },
      {
        heading: 'Images du permis de conduire',
        body: [
          'Les images de votre permis sont privées. Elles sont conservées de façon sécurisée, ne sont transmises qu’à votre propre compte connecté et ne sont jamais montrées aux vendeurs, aux autres acheteurs ni dans une annonce ou un lien public.',
          'Vous pouvez nous demander de les supprimer en tout temps par la page Soutien à la clientèle ou à privacy@marketdrop.ca.',
        ],
      },
      {
        heading: 'Codes de connexion et sessions',
        body: [
          'Nous confirmons votre adresse courriel au moyen d’un code à usage unique de 4 chiffres envoyé par courriel lors de l’inscription, lors d’une connexion avant la vérification de votre compte et lors de la réinitialisation de votre mot de passe. Les codes expirent peu après leur envoi. Le personnel de MarketDrop ne vous demandera jamais un code.',
          'Lorsque vous vous connectez, un jeton de session et des renseignements de profil de base (votre nom et votre photo de profil) sont conservés dans le stockage local de votre navigateur pour que vous restiez connecté. La déconnexion les efface, tout comme une session expirée ou refusée. Sur un ordinateur partagé, déconnectez-vous toujours à la fin.',
        ],
      },
      {
        heading: 'Témoins (cookies)',
        body: [
          'MarketDrop n’utilise aucun témoin à des fins de suivi ou de publicité, et nous n’utilisons aucun outil tiers de publicité ou de suivi intersites. Votre session est conservée dans le stockage local de votre navigateur, comme décrit ci-dessus, et non dans un témoin de suivi.',
        ],
      },
      {
        heading: 'Avec qui nous les communiquons',
        body: [
          'Nous ne communiquons des renseignements personnels que dans la mesure nécessaire : au concessionnaire qui vous a vendu un véhicule (votre nom, vos coordonnées et les renseignements de cueillette ou de livraison) pour qu’il puisse conclure la vente; aux transporteurs; aux fournisseurs qui hébergent nos systèmes, envoient les courriels ou traitent les paiements, en vertu de contrats qui les obligent à les protéger; et lorsque la loi l’exige.',
          'Certains fournisseurs peuvent traiter des renseignements à l’extérieur du Canada, où ils sont assujettis aux lois du pays concerné. Nous ne vendons ni ne louons de renseignements personnels.',
        ],
      },
      {
        heading: 'Conservation',
        body: [
          'Nous conservons les renseignements de compte tant que votre compte est ouvert. Les registres des mises, des ventes, des paiements et des taxes sont conservés aussi longtemps que les lois canadiennes sur la fiscalité et la protection du consommateur l’exigent, généralement six ans. Les images de permis sont supprimées lorsque vous nous demandez de les retirer ou que vous fermez votre compte, sauf si nous en avons besoin pour régler un litige ou une enquête pour fraude en cours.',
          'Lorsque des renseignements ne sont plus nécessaires, nous les supprimons de façon sécurisée ou les rendons anonymes.',
        ],
      },
      {
        heading: 'Sécurité',
        body: [
          'Nous protégeons les renseignements personnels au moyen de connexions chiffrées, d’un accès du personnel limité au strict nécessaire, de mots de passe hachés et de codes de connexion à usage unique. Aucun système n’est parfaitement sûr; si une atteinte crée un risque réel de préjudice grave pour vous, nous vous en aviserons, ainsi que le Commissariat à la protection de la vie privée du Canada, comme l’exige la loi.',
        ],
      },
      {
        heading: 'Vos droits',
        body: [
          'Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, les faire corriger, retirer votre consentement (ce qui peut nous empêcher de continuer à vous offrir le service) ou fermer votre compte. Nous répondons dans un délai de 30 jours.',
          'La plupart de vos renseignements peuvent être mis à jour directement dans Mon profil. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada (priv.gc.ca).',
        ],
      },
      {
        heading: 'Nous joindre',
        body: [
          'Pour toute question ou demande concernant vos renseignements personnels, écrivez à notre responsable de la protection des renseignements personnels à privacy@marketdrop.ca.',
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// FAQ — exactly seven, in the order of docs/product.md
// ---------------------------------------------------------------------------------------------

export const FAQS: Record<Language, Faq[]> = {
  en: [
    {
      question: 'How do I create an account?',
      answer:
        'Click Signup, choose Consumer or Dealer and press Continue. Fill in your name, date of birth, phone number, email, password and address — you must be at least 18 — then accept the Terms & Conditions and consent to the credit check. We email you a 4-digit code; enter it on the verification screen and your account is ready. Adding your driver’s licence is optional and can be done later in My Profile.',
    },
    {
      question: 'How do I browse cars?',
      answer:
        'Sign in and open Vehicles to see All Vehicles, or use View all under Trending Vehicles on the Home page. Search by keyword, sort by price, ending soonest or newest, and filter by brand, category, year, fuel type, transmission, price, sale type and time left. Each card shows the current price, odometer in KM, fuel type, drivetrain, number of bids and location. Tap the heart to save a vehicle to Saved Cars.',
    },
    {
      question: 'How do I place a bid?',
      answer:
        'Open the vehicle and press Place Bid. Enter an amount at least equal to the current price plus the minimum increment ($50 below $5,000; $100 to $24,999; $250 to $49,999; $500 to $99,999; $1,000 above), or enter your maximum and we will bid for you only as needed. Confirm, and your bid is locked in. A bid in the last 2 minutes extends the auction by 2 minutes. On MarketDropAI and ClaimPOINT vehicles, press Claim Now instead: the first claim wins.',
    },
    {
      question: 'What happens when I win?',
      answer:
        'You get a confirmation with payment and delivery instructions, and the vehicle appears under Won in My Bids. Choose Pickup or Delivery and confirm your address. Pay within 48 hours of the close: the vehicle price plus a flat $99 documentation fee and applicable HST/GST — there is no buyer’s premium. Follow your order in My Orders as it moves from Pending Payment to Payment Completed, Ready for Pickup or In Delivery, and Completed.',
    },
    {
      question: 'What is Buy Now?',
      answer:
        'Some auctions have a Buy Now price. Press Buy Now and you purchase the vehicle at that fixed price right away: the auction ends immediately and no more bids are accepted. Like a winning bid, a Buy Now purchase is binding, and the same documentation fee, 48-hour payment window and Pickup or Delivery choice apply.',
    },
    {
      question: 'How do dealers register and use the dashboard?',
      answer:
        'Choose Dealer when you sign up and add your business name, business address, dealership number/ID and HST/GST number along with your personal details. After you verify your email and your business is verified, use the account menu (My Account, My Auction, My Orders) to add vehicles with photos, a condition report and documents, choose Auction, MarketDropAI, ClaimPOINT or Buy Now, follow bids and claims live and manage sold orders through pickup or delivery.',
    },
    {
      question: 'How does business verification work?',
      answer:
        'Every dealer must have the business verified before selling. We check the business name and address, dealership number/ID and HST/GST number you provided against provincial dealer registration and tax records, and we may ask for supporting documents such as your dealer licence. You can browse and buy while we review; you can list vehicles once we email you that your business is verified. Keep your details current — verification can be suspended if your licence lapses.',
    },
  ],
  fr: [
    {
      question: 'Comment créer un compte?',
      answer:
        'Cliquez sur Inscription, choisissez Consommateur ou Concessionnaire, puis appuyez sur Continuer. Entrez votre nom, votre date de naissance, votre numéro de téléphone, votre courriel, un mot de passe et votre adresse — vous devez avoir au moins 18 ans —, puis acceptez les Conditions générales et consentez à la vérification de crédit. Nous vous envoyons un code de 4 chiffres par courriel; entrez-le à l’écran de vérification et votre compte est prêt. L’ajout de votre permis de conduire est facultatif et peut se faire plus tard dans Mon profil.',
    },
    {
      question: 'Comment parcourir les véhicules?',
      answer:
        'Connectez-vous et ouvrez Véhicules pour voir Tous les véhicules, ou utilisez Tout voir sous Véhicules populaires à l’accueil. Cherchez par mot-clé, triez par prix, par fin la plus proche ou par nouveauté, et filtrez par marque, catégorie, année, carburant, transmission, prix, mode de vente et temps restant. Chaque fiche affiche le prix actuel, le kilométrage, le carburant, le rouage d’entraînement, le nombre de mises et l’emplacement. Touchez le cœur pour sauvegarder un véhicule dans Véhicules sauvegardés.',
    },
    {
      question: 'Comment placer une mise?',
      answer:
        'Ouvrez le véhicule et appuyez sur Miser. Entrez un montant au moins égal au prix actuel plus l’incrément minimal (50 $ sous 5 000 $; 100 $ jusqu’à 24 999 $; 250 $ jusqu’à 49 999 $; 500 $ jusqu’à 99 999 $; 1 000 $ au-delà), ou inscrivez votre maximum et nous miserons pour vous seulement au besoin. Confirmez : votre mise est verrouillée. Une mise dans les 2 dernières minutes prolonge l’enchère de 2 minutes. Pour les véhicules MarketDropAI et ClaimPOINT, appuyez plutôt sur Réclamer maintenant : la première réclamation l’emporte.',
    },
    {
      question: 'Que se passe-t-il si je gagne?',
      answer:
        'Vous recevez une confirmation avec les directives de paiement et de livraison, et le véhicule apparaît sous Gagnées dans Mes mises. Choisissez la cueillette ou la livraison et confirmez votre adresse. Payez dans les 48 heures suivant la clôture : le prix du véhicule plus des frais de documentation fixes de 99 $ et la TVH/TPS applicable — aucune prime d’acheteur. Suivez votre commande dans Mes commandes, de « En attente de paiement » à « Paiement effectué », « Prête pour la cueillette » ou « En livraison », puis « Terminée ».',
    },
    {
      question: 'Qu’est-ce que l’achat immédiat (Buy Now)?',
      answer:
        'Certaines enchères ont un prix d’achat immédiat. Appuyez sur Acheter maintenant et vous achetez le véhicule à ce prix fixe sur-le-champ : l’enchère se termine immédiatement et aucune autre mise n’est acceptée. Comme une mise gagnante, un achat immédiat vous engage, et les mêmes frais de documentation, le même délai de paiement de 48 heures et le même choix de cueillette ou de livraison s’appliquent.',
    },
    {
      question:
        'Comment les concessionnaires s’inscrivent-ils et utilisent-ils le tableau de bord?',
      answer:
        'Choisissez Concessionnaire à l’inscription et ajoutez votre raison sociale, l’adresse de l’entreprise, votre numéro de concessionnaire et votre numéro de TVH/TPS en plus de vos renseignements personnels. Une fois votre courriel confirmé et votre entreprise vérifiée, utilisez le menu du compte (Mon compte, Mes enchères, Mes commandes) pour ajouter des véhicules avec photos, rapport d’état et documents, choisir Enchère, MarketDropAI, ClaimPOINT ou Achat immédiat, suivre les mises et les réclamations en direct et gérer les commandes vendues jusqu’à la cueillette ou la livraison.',
    },
    {
      question: 'Comment fonctionne la vérification de l’entreprise?',
      answer:
        'Chaque concessionnaire doit faire vérifier son entreprise avant de vendre. Nous comparons la raison sociale, l’adresse, le numéro de concessionnaire et le numéro de TVH/TPS fournis aux registres provinciaux des commerçants et aux registres fiscaux, et nous pouvons demander des pièces justificatives, comme votre permis de commerçant. Vous pouvez naviguer et acheter pendant l’examen; vous pourrez publier des véhicules dès que nous vous confirmerons par courriel que votre entreprise est vérifiée. Gardez vos renseignements à jour : la vérification peut être suspendue si votre permis expire.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// What's new (GET /user/new): short announcements, newest first
// ---------------------------------------------------------------------------------------------

export const ANNOUNCEMENTS: Announcement[] = [
  {
    slug: 'contact-support-and-faq',
    publishedAt: '2026-11-22T14:00:00.000Z',
    link: '/contact',
    en: {
      title: 'Contact Support is open',
      body: 'Questions about a vehicle, a sale or your account? Send them from the Contact Support page: every message reaches our support team, who reply by email. The FAQ answers the seven questions we hear most.',
    },
    fr: {
      title: 'Le Soutien à la clientèle est ouvert',
      body: 'Une question sur un véhicule, une vente ou votre compte? Écrivez-nous depuis la page Soutien à la clientèle : chaque message parvient à notre équipe, qui vous répond par courriel. La FAQ répond aux sept questions les plus fréquentes.',
    },
  },
  {
    slug: 'english-and-french',
    publishedAt: '2026-11-21T14:00:00.000Z',
    link: null,
    en: {
      title: 'MarketDrop in English and French',
      body: 'Choose English or French in the header. Your choice is remembered on this device and in your account, and prices and dates follow Canadian conventions in both languages.',
    },
    fr: {
      title: 'MarketDrop en français et en anglais',
      body: 'Choisissez le français ou l’anglais dans l’en-tête. Votre choix est mémorisé sur cet appareil et dans votre compte, et les prix et les dates suivent les conventions canadiennes dans les deux langues.',
    },
  },
  {
    slug: 'no-buyers-premium',
    publishedAt: '2026-11-20T14:00:00.000Z',
    link: '/terms-conditions',
    en: {
      title: 'No buyer’s premium, a flat $99 documentation fee',
      body: 'Whatever the price of the vehicle, buyers pay the winning price plus a flat $99 documentation fee and applicable HST/GST. The Terms & Conditions set out every fee.',
    },
    fr: {
      title: 'Aucune prime d’acheteur, des frais de documentation fixes de 99 $',
      body: 'Peu importe le prix du véhicule, les acheteurs paient le prix gagnant plus des frais de documentation fixes de 99 $ et la TVH/TPS applicable. Les Conditions générales énoncent tous les frais.',
    },
  },
  {
    slug: 'thursday-close',
    publishedAt: '2026-11-19T14:00:00.000Z',
    link: '/faq',
    en: {
      title: 'Every sale closes Thursday at 7 p.m.',
      body: 'Auctions, MarketDropAI and ClaimPOINT vehicles close every Thursday at 7 p.m. Toronto time. A bid in the last 2 minutes extends an auction by 2 minutes, so nobody wins by sniping.',
    },
    fr: {
      title: 'Chaque vente se termine le jeudi à 19 h',
      body: 'Les véhicules en enchère, MarketDropAI et ClaimPOINT se vendent chaque jeudi jusqu’à 19 h, heure de Toronto. Une mise dans les 2 dernières minutes prolonge l’enchère de 2 minutes : personne ne gagne à la dernière seconde.',
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Logged-in Home hero banners
// ---------------------------------------------------------------------------------------------

export const BANNERS: Record<Language, Banner[]> = {
  en: [
    {
      title: 'This Thursday’s Sale Closes at 7 p.m.',
      description:
        'Every auction, MarketDropAI and ClaimPOINT vehicle this week closes Thursday at 7 p.m. Toronto time. Set your maximum bids now and let us bid for you.',
    },
    {
      title: 'MarketDropAI: Prices Are Dropping',
      description:
        'Each MarketDropAI vehicle started at its sticker price and drops at set intervals until someone claims it. Watch the price and claim it first.',
    },
    {
      title: 'Fresh Inventory from Verified Dealers',
      description:
        'Newly listed cars, trucks and SUVs from verified Canadian dealers, with condition reports, documents and odometer readings in KM. No buyer’s premium, ever.',
    },
  ],
  fr: [
    {
      title: 'La vente de ce jeudi se termine à 19 h',
      description:
        'Tous les véhicules en enchère, MarketDropAI et ClaimPOINT de la semaine se terminent jeudi à 19 h, heure de Toronto. Inscrivez vos mises maximales dès maintenant et laissez-nous miser pour vous.',
    },
    {
      title: 'MarketDropAI : les prix baissent',
      description:
        'Chaque véhicule MarketDropAI est parti du prix de l’étiquette et baisse à intervalles fixes jusqu’à ce que quelqu’un le réclame. Surveillez le prix et soyez le premier à le réclamer.',
    },
    {
      title: 'Nouveaux arrivages de concessionnaires vérifiés',
      description:
        'Des voitures, camions et VUS fraîchement publiés par des concessionnaires canadiens vérifiés, avec rapports d’état, documents et kilométrage. Jamais de prime d’acheteur.',
    },
  ],
};
