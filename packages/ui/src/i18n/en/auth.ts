/** Sign in, the sign-up role modal, sign up, and password recovery (spec §2, §3). */
export const auth = {
  signIn: {
    formLabel: 'Sign in',
    forgotPassword: 'Forgot Password?',
    submit: 'Sign In',
  },
  signupRole: {
    title: 'How Would You Like to Get Started?',
    consumer: 'Consumer',
    consumerDescription: 'browse cars, join live auctions, buy at their price',
    dealer: 'Dealer',
    dealerDescription: 'a licensed car dealer',
  },
  signUp: {
    formLabel: 'Sign up',
    dealerFormLabel: 'Dealer sign up',
    personalDetails: 'Personal Details',
    address: 'Address',
    businessDetails: 'Business Details',
    businessName: 'Business Name',
    businessAddress: 'Business Address',
    dealershipNumber: 'Dealership Number/ID',
    taxNumber: 'HST/GST Number',
    driverLicence: 'Driver Licence (optional)',
    licenceNumber: 'Licence Number',
    uploadLicence: 'Upload Licence',
    acceptTerms: 'I accept the',
    termsLink: 'Terms & Conditions',
    creditCheck: 'I consent to a Credit Check',
    submit: 'Sign Up',
  },
  forgotPassword: {
    formLabel: 'Forgot password',
    submit: 'Send OTP',
  },
  otp: {
    formLabel: 'OTP verification',
    code: 'One-time code',
    digit: 'Digit {{index}} of {{total}}',
    verify: 'Verify',
    noCode: "Didn't receive the code?",
    resend: 'Resend OTP',
  },
  resetPassword: {
    formLabel: 'Reset password',
    submit: 'Reset Password',
  },
};
