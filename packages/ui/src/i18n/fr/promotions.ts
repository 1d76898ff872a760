/**
 * The French of the promotions' messages (`basket.<name>` from `promotionMessages` of
 * @marketdrop/validation), spread into `validation.basket` (kept apart to ease merges).
 */
export const promotionTextsFr = {
  couponCodeRequired: 'Le code promo est obligatoire',
  couponCode: 'Le code promo doit comporter de 3 à 32 lettres, chiffres, - ou _',
  couponUnknown: "Ce code promo n'existe pas",
  couponExpired: 'Ce code promo est expiré',
  couponNotYetValid: "Ce code promo n'est pas encore valide",
  couponAlreadyUsed: 'Vous avez déjà utilisé ce code promo',
  couponFirstPurchaseOnly: 'Ce code promo est réservé à un premier achat',
  couponMinimumNotMet: "Ce code promo exige un panier d'au moins {{minimum}}",
  pointsRequired: 'Les points sont obligatoires',
  pointsInteger: 'Les points doivent être un nombre entier',
  pointsPositive: 'Les points doivent être supérieurs à 0',
  pointsTooMany: 'Au plus {{max}} points',
  pointsOverBalance: 'Vous avez {{balance}} points à utiliser',
  pointsAlreadySpent: 'Ces points ont déjà été utilisés',
} as const;
