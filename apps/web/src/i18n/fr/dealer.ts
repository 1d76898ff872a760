import type { dealer as en } from '../en/dealer';

export const dealer: typeof en = {
  titles: {
    dashboard: 'Tableau de bord du concessionnaire',
    newListing: 'Nouvelle annonce',
    editListing: "Modifier l'annonce",
    sellerProfile: 'Profil du vendeur',
    sales: 'Mes ventes',
    admin: "Console d'administration",
  },
  dashboard: {
    title: 'Tableau de bord du concessionnaire',
    close: 'Fermer',
  },
  toasts: {
    documentsSent: 'Documents envoyés : un administrateur va les vérifier.',
    documentsFailed: "Impossible d'envoyer les documents",
    saved: 'Brouillon enregistré',
    saveFailed: "Impossible d'enregistrer l'annonce",
    published: 'Annonce publiée',
    publishFailed: "Impossible de publier l'annonce",
    withdrawn: 'Annonce retirée',
    withdrawFailed: "Impossible de retirer l'annonce",
    photoFailed: 'Impossible de téléverser la photo',
    reorderFailed: 'Impossible de réordonner les photos',
    removeFailed: 'Impossible de retirer la photo',
    reportUploaded: "Rapport d'état téléversé",
    reportFailed: "Impossible de téléverser le rapport d'état",
    offerAccepted: "Vendu : l'acheteur a été avisé",
    offerDeclined: "L'offre a expiré",
    offerFailed: "Impossible de répondre à l'offre",
    disclosureAdded:
      'Divulgation ajoutée : les enchérisseurs et les acheteurs qui ont sauvegardé le véhicule sont avisés',
    disclosureFailed: "Impossible d'ajouter la divulgation",
  },
  sales: {
    title: 'Mes ventes',
    intro:
      "Les commandes des véhicules que vous avez vendus. Ouvrez-en une pour voir l'acheteur, son choix de cueillette ou de livraison et sa plage horaire, et la faire passer à l'étape suivante.",
  },
  editor: {
    saveFirst: "Enregistrez d'abord le brouillon, puis ajoutez ses photos et son rapport d'état.",
    loadFailed: "Impossible de charger l'annonce",
    notFound: 'Annonce introuvable',
    notFoundText: "Cette annonce n'existe pas ou ne vous appartient pas.",
    back: 'Retour à mes annonces',
    optionsFailed: "Impossible de charger le formulaire de l'annonce",
    retry: 'Réessayer',
  },
  seller: {
    reviewsTitle: 'Avis',
    notFound: 'Vendeur introuvable',
    notFoundText: "Le vendeur que vous cherchez n'existe pas ou n'est plus sur MarketDrop.",
    listingsTitle: 'Véhicules à vendre',
    noListings: "Ce vendeur n'a aucun véhicule à vendre pour le moment.",
    missing: "Aucun vendeur n'a été choisi.",
    loadFailed: 'Impossible de charger le vendeur',
  },
  admin: {
    title: "Console d'administration",
    sectionsLabel: 'Sections',
    sections: {
      verification: 'Vérification',
      listings: 'Annonces',
      users: 'Utilisateurs',
      support: 'Messages au Soutien',
    },
    toasts: {
      verified: '{{business}} est vérifié',
      rejected: '{{business}} a été refusé',
      unpublished: 'Annonce retirée',
      suspended: '{{name}} est suspendu',
      reinstated: '{{name}} est rétabli',
      handled: 'Message marqué comme traité',
      failed: "L'action a échoué",
    },
  },
};
