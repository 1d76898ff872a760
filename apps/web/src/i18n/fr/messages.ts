import type { messages as en } from '../en/messages';

export const messages: typeof en = {
  success: {
    loginSuccess: 'Connexion réussie!',
    profileUpdated: 'Profil mis à jour avec succès!',
    passwordChanged: 'Mot de passe modifié avec succès',
    notificationsEnabled: 'Notifications activées avec succès',
    notificationsDisabled: 'Notifications désactivées avec succès',
    notificationSettingsSaved: 'Paramètres de notification enregistrés',
    logoutSuccess: 'Déconnexion réussie',
  },
  app: {
    readNotificationsFailed: 'Impossible de marquer vos notifications comme lues. Réessayez.',
  },
  outcomes: {
    signupSuccessful: 'Inscription réussie. Entrez le code envoyé à votre courriel.',
    verifyEmail: 'Veuillez vérifier votre courriel. Nous vous avons envoyé un code.',
    otpSent: 'Code envoyé avec succès',
    otpVerified: 'Code vérifié avec succès',
    otpVerifiedReset: 'Code vérifié. Vous pouvez maintenant réinitialiser votre mot de passe.',
    resetOtpSent:
      'Si un compte existe pour ce courriel, nous avons envoyé un code pour réinitialiser le mot de passe.',
    passwordReset: 'Mot de passe réinitialisé avec succès',
    emailChangePending:
      'Profil mis à jour. Entrez le code envoyé à votre nouveau courriel pour le confirmer.',
    emailChanged: 'Courriel modifié avec succès',
  },
  errors: {
    invalidCredentials: 'Courriel ou mot de passe invalide',
    emailTaken: 'Un compte existe déjà avec ce courriel',
    invalidOtp: 'Code invalide',
    otpExpired: 'Le code a expiré. Demandez-en un nouveau.',
    otpAttemptsExceeded: 'Trop de tentatives erronées. Demandez un nouveau code.',
    otpCooldown_one: 'Veuillez patienter {{count}} seconde avant de demander un nouveau code.',
    otpCooldown_other: 'Veuillez patienter {{count}} secondes avant de demander un nouveau code.',
    rateLimited_one: 'Trop de tentatives. Réessayez dans {{count}} seconde.',
    rateLimited_other: 'Trop de tentatives. Réessayez dans {{count}} secondes.',
    otpWait_one: 'Veuillez patienter {{count}} seconde avant d’essayer un autre code.',
    otpWait_other: 'Veuillez patienter {{count}} secondes avant d’essayer un autre code.',
    otpLocked:
      'Trop de codes erronés pour ce compte. Par sécurité, les codes sont bloqués pour le moment : réessayez plus tard.',
    fieldErrors: 'Veuillez corriger les champs indiqués',
    bidTooLow: 'Votre mise doit être d’au moins {{amount}}',
    dealerNotVerified:
      "Seul un concessionnaire vérifié peut faire ceci. La vérification de votre entreprise n'est pas terminée.",
    dealerAlreadyVerified: 'Votre entreprise est déjà vérifiée.',
    priceTermsLocked:
      'Des offres ou réclamations existent sur cette annonce : sa formule de vente et ses prix ne peuvent plus changer, et elle ne peut plus être retirée.',
    listingClosed: 'Cette annonce est close (vendue, invendue ou retirée) et ne peut plus changer.',
    priceRaiseNotAllowed:
      'Cette vente est en cours : son prix ne peut que baisser. Un prix plus élevé, ou une autre formule de vente, est refusé.',
    listingFactsLocked:
      'Des offres ou réclamations existent sur cette annonce : les renseignements du véhicule ne peuvent plus changer. Ajoutez une divulgation pour informer les acheteurs de tout élément nouveau.',
    priceChanged: 'Le prix est maintenant de {{amount}}. Vérifiez-le et réessayez.',
    reserveOfferClosed: "Cette offre n'est plus ouverte.",
    accountSuspended:
      "Ce compte est suspendu. Communiquez avec le Soutien si vous croyez qu'il s'agit d'une erreur.",
    notBiddable: 'Seules les enchères acceptent des mises. Réclamez ou achetez plutôt ce véhicule.',
    notClaimable: 'Seuls les véhicules MarketDropAI et ClaimPOINT peuvent être réclamés.',
    noBuyNow: 'L’achat immédiat n’est pas offert pour ce véhicule.',
    ownListing: 'Vous ne pouvez pas miser sur votre propre annonce, ni la réclamer ou l’acheter.',
    auctionNotOpen:
      'Cette vente n’est pas ouverte : elle n’a pas encore commencé ou elle est terminée.',
    alreadySold: 'Désolé, ce véhicule a déjà été vendu.',
    buyerRestricted:
      "Vous avez annulé ou n'avez pas payé {{limit}} commandes en {{windowDays}} jours : vous ne pouvez plus acheter, réclamer ni enchérir avant le {{date}}.",
    notRelistable:
      'Seule une vente terminée sans acheteur, sans offre en attente de votre réponse, peut être remise en vente.',
    sellerSuspended:
      "Les ventes de ce vendeur sont en pause : aucune mise, réclamation ni achat immédiat n'est accepté d'ici leur reprise",
    alreadyLeading:
      'Vous êtes déjà le plus offrant. Pour miser davantage, augmentez votre maximum au-delà de {{amount}}.',
    adminNotBuyer:
      "Un compte administrateur ne peut ni miser, ni réclamer, ni acheter : un administrateur n'est pas un acheteur. Utilisez un compte de consommateur ou de concessionnaire.",
    idempotencyKeyReused:
      'Cette demande a déjà été envoyée avec d’autres détails. Veuillez recommencer.',
    idempotencyInProgress:
      'Votre demande est toujours en traitement. Patientez un instant, puis réessayez.',
    orderStatusConflict: "Cette commande a changé entre-temps : ce n'est plus possible.",
    slotUnavailable: "Cette plage horaire n'est plus disponible. Veuillez en choisir une autre.",
    checkoutIncomplete:
      'Choisissez la cueillette ou la livraison et une plage horaire avant de payer.',
    paymentDeadlinePassed: 'Le délai de paiement est dépassé.',
    alreadyReviewed: 'Vous avez déjà évalué cette commande.',
  },
};
