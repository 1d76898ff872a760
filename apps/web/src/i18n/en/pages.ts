/** The web app's sign-in, sign-up, recovery and account pages (docs/product.md §3 Screens and their texts). */
export const pages = {
  login: {
    title: 'Sign In',
    subtitle: 'Sign in to pick up where you left off and never miss a bid.',
    noAccount: "Don't have an account?",
    signUp: 'Sign Up',
  },
  signup: {
    title: 'Sign Up',
    dealerSubtitle: 'Create your dealer account: your details and your business.',
    consumerSubtitle:
      'Create your account to browse cars, join live auctions and buy at your price.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign In',
  },
  otp: {
    title: 'OTP Verification',
    /** `<email>` wraps the address in bold. */
    subtitle: 'Enter the 4-digit code sent to <email>{{email}}</email>.',
    verifying: 'Verifying the account for <phone>{{phone}}</phone>.',
  },
  forgotPassword: {
    title: 'Forgot Password',
    subtitle: 'Enter the email of your account and we will send you a one-time code.',
    remembered: 'Remembered it?',
    backToSignIn: 'Back to Sign In',
  },
  resetPassword: {
    title: 'Reset Password',
    subtitle: 'Choose a new password for {{email}}.',
  },
  account: {
    myProfile: 'My Profile',
    editProfile: 'Edit Profile',
    changePassword: 'Change Password',
    notificationsSettings: 'Notifications Settings',
  },
  /** The full list of the user's notifications (`/alerts`; `/notifications` is their settings). */
  alerts: {
    title: 'Notifications',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    allRead: 'All caught up',
    markAllRead: 'Mark all as read',
    /** Links to Notifications Settings, where e-mail copies are turned on or off. */
    emailSettings: 'E-mail copies: Notifications Settings',
  },
  socialLogin: {
    title: 'Sign In',
    signingIn: 'Signing you in...',
    completeProfile:
      'Welcome! Complete your profile (phone number, date of birth and address) to start bidding.',
    backToSignIn: 'Back to Sign In',
    errors: {
      notConfigured:
        'Sign-in with {{provider}} is not available. Please sign in with your email and password.',
      cancelled: 'Sign-in with {{provider}} was cancelled.',
      failed: 'Sign-in with {{provider}} failed. Please try again.',
      emailNotVerified:
        'Your {{provider}} account has no verified email address. Verify it with {{provider}}, or sign in with your email and password.',
      expired: 'This sign-in has expired or was already used. Please start again.',
    },
  },
};
