import type { common as en } from '../en/common';

export const common: typeof en = {
  language: {
    label: 'Langue',
    menuLabel: 'Choisir une langue',
    current: '{{short}} - Langue : {{language}}',
    en: 'English',
    fr: 'Français',
    short: { en: 'EN', fr: 'FR' },
  },
  fields: {
    email: 'Courriel',
    password: 'Mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    dateOfBirth: 'Date de naissance',
    gender: 'Genre',
    genders: { male: 'Homme', female: 'Femme', other: 'Autre' },
    phoneNumber: 'Numéro de téléphone',
    countryCode: 'Indicatif du pays',
    address: 'Adresse',
    city: 'Ville',
    province: 'Province',
    country: 'Pays',
    postalCode: 'Code postal',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    showPassword: 'Afficher « {{label}} »',
    hidePassword: 'Masquer « {{label}} »',
  },
  actions: {
    cancel: 'Annuler',
    continue: 'Continuer',
    remove: 'Retirer {{name}}',
  },
  defaultUserName: 'Utilisateur',
};
