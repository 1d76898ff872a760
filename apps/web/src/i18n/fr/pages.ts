import type { pages as en } from '../en/pages';

export const pages: typeof en = {
  login: {
    title: 'Connexion',
    subtitle: 'Connectez-vous pour reprendre là où vous étiez et ne jamais manquer une mise.',
    noAccount: "Vous n'avez pas de compte?",
    signUp: "S'inscrire",
  },
  signup: {
    title: 'Inscription',
    dealerSubtitle: 'Créez votre compte concessionnaire : vos renseignements et votre entreprise.',
    consumerSubtitle:
      'Créez votre compte pour parcourir les véhicules, participer aux enchères en direct et acheter à votre prix.',
    haveAccount: 'Vous avez déjà un compte?',
    signIn: 'Se connecter',
  },
  otp: {
    title: 'Vérification du code',
    subtitle: 'Entrez le code à 4 chiffres envoyé à <email>{{email}}</email>.',
    verifying: 'Vérification du compte associé au <phone>{{phone}}</phone>.',
  },
  forgotPassword: {
    title: 'Mot de passe oublié',
    subtitle: 'Entrez le courriel de votre compte et nous vous enverrons un code à usage unique.',
    remembered: 'Vous vous en souvenez?',
    backToSignIn: 'Retour à la connexion',
  },
  resetPassword: {
    title: 'Réinitialiser le mot de passe',
    subtitle: 'Choisissez un nouveau mot de passe pour {{email}}.',
  },
  account: {
    myProfile: 'Mon profil',
    editProfile: 'Modifier le profil',
    changePassword: 'Changer le mot de passe',
    notificationsSettings: 'Paramètres de notification',
  },
  alerts: {
    title: 'Notifications',
    unread_one: '{{count}} non lue',
    unread_other: '{{count}} non lues',
    allRead: 'Tout est lu',
    markAllRead: 'Tout marquer comme lu',
    emailSettings: 'Copies par courriel : Paramètres de notification',
  },
  socialLogin: {
    title: 'Connexion',
    signingIn: 'Connexion en cours...',
    completeProfile:
      'Bienvenue! Complétez votre profil (numéro de téléphone, date de naissance et adresse) pour commencer à enchérir.',
    backToSignIn: 'Retour à la connexion',
    errors: {
      notConfigured:
        "La connexion avec {{provider}} n'est pas disponible. Connectez-vous avec votre courriel et votre mot de passe.",
      cancelled: 'La connexion avec {{provider}} a été annulée.',
      failed: 'La connexion avec {{provider}} a échoué. Veuillez réessayer.',
      emailNotVerified:
        "Votre compte {{provider}} n'a pas d'adresse courriel vérifiée. Vérifiez-la auprès de {{provider}}, ou connectez-vous avec votre courriel et votre mot de passe.",
      expired: 'Cette connexion a expiré ou a déjà été utilisée. Veuillez recommencer.',
    },
  },
};
