import type { publicTexts as en } from '../en/public';

/** Les textes des pages publiques, en français canadien. */
export const publicTexts: typeof en = {
  landing: {
    hero: {
      label: 'À la une',
      slide: 'Diapositive {{number}} sur {{total}}',
      goTo: 'Afficher la diapositive {{number}}',
      pause: 'Mettre les diapositives en pause',
      play: 'Faire défiler les diapositives',
      claimNow: 'Réclamer maintenant',
      slide1: {
        eyebrow: 'MarketDropAI',
        title: 'Le prix baisse jusqu’à ce que quelqu’un le réclame',
        subtitle:
          'Chaque véhicule MarketDropAI part du prix de l’étiquette et baisse à intervalles fixes. Réclamez-le dès que le prix vous convient : la première réclamation l’emporte.',
      },
      slide2: {
        eyebrow: 'Chaque jeudi',
        title: 'Chaque véhicule se vend. Chaque jeudi.',
        subtitle:
          'Enchères, MarketDropAI, ClaimPOINT et achat immédiat auprès de concessionnaires canadiens vérifiés, avec clôture le jeudi à 19 h, heure de Toronto.',
      },
    },
    howItWorks: {
      title: 'Comment ça marche',
      step1: {
        title: 'Créez votre compte',
        body: 'Inscrivez-vous comme consommateur ou concessionnaire en quelques minutes et confirmez votre courriel avec un code de 4 chiffres. Vous devez avoir 18 ans ou plus.',
      },
      step2: {
        title: 'Misez, réclamez ou achetez',
        body: 'Misez dans une enchère et laissez-nous miser pour vous jusqu’à votre maximum, réclamez un véhicule MarketDropAI pendant que son prix baisse, réclamez un véhicule ClaimPOINT à son prix affiché ou utilisez l’achat immédiat.',
      },
      step3: {
        title: 'Gagnez, payez et roulez',
        body: 'Recevez une confirmation avec les directives de paiement et de livraison, payez dans les 48 heures et choisissez la cueillette ou la livraison. Suivez votre commande jusqu’à ce qu’elle soit terminée.',
      },
    },
    whyBuyersWin: {
      title: 'Pourquoi les acheteurs y gagnent',
      point1: {
        title: 'Des prix qui partent de l’étiquette et ne font que baisser',
        body: 'Les prix MarketDropAI baissent d’un palier fixe à intervalles fixes jusqu’à ce que quelqu’un réclame le véhicule. C’est vous qui décidez quand le prix est bon.',
      },
      point2: {
        title: 'Chaque véhicule se vend',
        body: 'Un véhicule MarketDropAI qui atteint son prix plancher reste offert à ce prix jusqu’à la clôture du jeudi.',
      },
      point3: {
        title: 'Aucune prime d’acheteur',
        body: 'Vous payez le prix gagnant plus des frais de documentation fixes de 99 $ et la TVH/TPS applicable. Aucun pourcentage en sus, peu importe le prix.',
      },
      point4: {
        title: 'Des enchères équitables, sans coup de dernière seconde',
        body: 'Les mises automatiques travaillent pour vous jusqu’à votre maximum, et une mise dans les 2 dernières minutes prolonge l’enchère de 2 minutes pour que chacun puisse répondre.',
      },
      point5: {
        title: 'Une nouvelle vente chaque semaine',
        body: 'Les véhicules se vendent chaque jeudi à 19 h, heure de Toronto, avec de nouveaux arrivages de concessionnaires vérifiés chaque semaine.',
      },
    },
    trust: {
      title: 'Confiance et transparence',
      item1: {
        title: 'Des concessionnaires vérifiés',
        body: 'Chaque concessionnaire s’inscrit avec son numéro de concessionnaire et son numéro de TVH/TPS, et doit faire vérifier son entreprise avant de publier un seul véhicule.',
      },
      item2: {
        title: 'Le portrait complet',
        body: 'Les annonces présentent photos, kilométrage, rapport d’état, documents du véhicule et emplacement, pour que vous sachiez sur quoi vous misez.',
      },
      item3: {
        title: 'Des règles claires, des prix clairs',
        body: 'Incréments, réserves et frais publiés, prix en dollars canadiens et suivi de commande de « En attente de paiement » à « Terminée ».',
      },
    },
    shop: {
      title: 'Les véhicules de ce jeudi n’attendront pas',
      body: 'Les prix baissent en ce moment même. Trouvez la voiture qui vous plaît, réclamez-la au bon prix et ramenez-la à la maison la semaine prochaine.',
      cta: 'Magasiner maintenant',
    },
  },
  faq: {
    loading: 'Chargement des questions',
    empty: 'Aucune question n’a encore été publiée.',
  },
  contact: {
    title: 'Comment pouvons-nous vous aider?',
    intro:
      'Une question sur un véhicule, une vente ou votre compte? Écrivez-nous et notre équipe de soutien vous répondra par courriel.',
    formLabel: 'Soutien à la clientèle',
    name: 'Nom',
    email: 'Courriel',
    subject: 'Objet',
    message: 'Message',
    submit: 'Envoyer',
    characters: '{{count}} / {{max}}',
  },
  content: {
    effective: 'En vigueur le {{date}}',
    onThisPage: 'Sur cette page',
    loading: 'Chargement de la page',
    failed: 'Impossible de charger cette page.',
    retry: 'Réessayer',
  },
  appPromo: {
    comingSoon: 'Bientôt offerte',
  },
};
