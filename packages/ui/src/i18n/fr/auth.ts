import type { auth as en } from '../en/auth';

export const auth: typeof en = {
  signIn: {
    formLabel: 'Connexion',
    forgotPassword: 'Mot de passe oublié?',
    submit: 'Se connecter',
  },
  signupRole: {
    title: 'Comment souhaitez-vous commencer?',
    consumer: 'Consommateur',
    consumerDescription:
      'parcourez les véhicules, participez aux enchères en direct, achetez au prix qui vous convient',
    dealer: 'Concessionnaire',
    dealerDescription: 'un concessionnaire automobile autorisé',
  },
  signUp: {
    formLabel: 'Inscription',
    dealerFormLabel: 'Inscription concessionnaire',
    personalDetails: 'Renseignements personnels',
    address: 'Adresse',
    businessDetails: "Renseignements sur l'entreprise",
    businessName: "Nom de l'entreprise",
    businessAddress: "Adresse de l'entreprise",
    dealershipNumber: 'Numéro ou identifiant de concessionnaire',
    taxNumber: 'Numéro de TPS/TVH',
    driverLicence: 'Permis de conduire (facultatif)',
    licenceNumber: 'Numéro de permis',
    uploadLicence: 'Téléverser le permis',
    acceptTerms: "J'accepte les",
    termsLink: 'conditions générales',
    creditCheck: 'Je consens à une vérification de crédit',
    submit: "S'inscrire",
  },
  forgotPassword: {
    formLabel: 'Mot de passe oublié',
    submit: 'Envoyer le code',
  },
  otp: {
    formLabel: 'Vérification du code',
    code: 'Code à usage unique',
    digit: 'Chiffre {{index}} sur {{total}}',
    verify: 'Vérifier',
    noCode: "Vous n'avez pas reçu le code?",
    resend: 'Renvoyer le code',
  },
  resetPassword: {
    formLabel: 'Réinitialiser le mot de passe',
    submit: 'Réinitialiser le mot de passe',
  },
  social: {
    groupLabel: 'Autres façons de se connecter',
    or: 'ou',
    google: 'Continuer avec Google',
    apple: 'Continuer avec Apple',
  },
};
