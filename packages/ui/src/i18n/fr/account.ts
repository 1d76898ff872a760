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
  },
  sidebar: {
    label: 'Compte',
    myProfile: 'Mon profil',
    savedCars: 'Véhicules sauvegardés',
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
