import type { account as en } from '../en/account';

export const account: typeof en = {
  profile: {
    editProfile: 'Modifier le profil',
  },
  editProfile: {
    formLabel: 'Modifier le profil',
    basicInformation: 'Renseignements de base',
    driverLicenceNumber: 'Numéro de permis de conduire',
    upload: 'Téléverser',
    licenceFiles: 'Fichiers du permis de conduire',
    newFile: 'Nouveau',
    uploadedFile: 'Téléversé',
    location: 'Emplacement',
    save: 'Enregistrer',
    saving: 'Enregistrement...',
    confirmEmailTitle: 'Confirmez votre nouveau courriel',
    confirmEmailText:
      'Entrez le code à 4 chiffres envoyé à {{email}}. Votre compte garde {{current}} d’ici là.',
    confirmEmailLabel: 'Confirmer le courriel',
    passwordForEmail: 'Mot de passe actuel requis pour changer de courriel',
  },
  changePassword: {
    formLabel: 'Changer le mot de passe',
    submit: 'Mettre à jour le mot de passe',
  },
  notifications: {
    title: 'Notifications',
    description: 'Alertes de surenchère, résultats des enchères et suivi des commandes.',
    saving: 'Enregistrement des paramètres de notification',
    loading: 'Chargement des paramètres de notification',
    kindsLabel: 'Courriels par type',
    kindsHint:
      'Choisissez les avis qui vous sont aussi envoyés par courriel. Ils figurent toujours dans vos alertes.',
    kinds: {
      outbid: {
        title: 'Alertes de surenchère',
        description:
          'Quand un autre enchérisseur dépasse votre offre, ou quand un vendeur ajoute une divulgation.',
      },
      won: {
        title: 'Résultats des enchères',
        description:
          'Quand vous remportez (avec le lien vers la caisse et la date limite de paiement) ou perdez une enchère.',
      },
      orderSteps: {
        title: 'Commandes et ventes',
        description:
          'Paiements, ramassage, livraison et annulations; pour les concessionnaires, ventes et vérifications.',
      },
      savedSearches: {
        title: 'Recherches sauvegardées',
        description:
          'Nouveaux véhicules correspondant à une recherche sauvegardée (au plus une fois par jour), véhicules sauvegardés remis en vente.',
      },
      marketing: {
        title: 'Nouvelles et offres',
        description: 'Nouvelles et offres de MarketDrop. Désactivé sauf si vous l’activez.',
      },
    },
  },
  sidebar: {
    label: 'Compte',
    myProfile: 'Mon profil',
    savedCars: 'Véhicules sauvegardés',
    savedSearches: 'Recherches enregistrées',
    notificationsSettings: 'Paramètres de notification',
    changePassword: 'Changer le mot de passe',
    logout: 'Déconnexion',
  },
  logout: {
    question: 'Voulez-vous vraiment vous déconnecter?',
    no: 'Non',
    yes: 'Oui, me déconnecter',
  },
};
