import { fallbackMessages } from '@marketdrop/api-client';

/**
 * Every fixed message the app toasts or shows in an alert, in English word for word (spec §4, §8):
 * the app's own success texts, the api-client's failure fallbacks and the server's messages. The
 * toasts and alerts show them through `useMessageText`, which finds a message by its English text
 * (`{{count}}` stands for a number) and shows it in the language chosen.
 */
export const messages = {
  /** The app's own success toasts. */
  success: {
    loginSuccess: 'Login successful!',
    profileUpdated: 'Profile updated successfully!',
    passwordChanged: 'Password changed successfully',
    notificationsEnabled: 'Notifications enabled successfully',
    notificationsDisabled: 'Notifications disabled successfully',
    logoutSuccess: 'User logout successfully',
  },
  /** `fallbackMessages` of @marketdrop/api-client (their English is the source). */
  fallback: fallbackMessages as Record<keyof typeof fallbackMessages, string>,
  /** Failures of the web app itself. */
  app: {
    languageNotSaved: 'Could not save your language choice. Try again.',
  },
  /** The API's messages a user can see (apps/api). */
  server: {
    signupSuccessful: 'Signup successful. Enter the OTP sent to your email.',
    verifyEmail: 'Please verify your email. We sent you an OTP.',
    otpSent: 'OTP sent successfully',
    otpVerified: 'OTP verified successfully',
    otpVerifiedReset: 'OTP verified. You can now reset your password.',
    resetOtpSent: 'If an account exists for this email, we sent an OTP to reset the password.',
    passwordReset: 'Password reset successfully',
    languageUpdated: 'Language updated successfully',
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'An account with this email already exists',
    currentPasswordIncorrect: 'Current password is incorrect',
    invalidOtp: 'Invalid OTP',
    otpExpired: 'OTP has expired. Request a new one.',
    otpAttemptsExceeded: 'Too many wrong attempts. Request a new OTP.',
    otpCooldown_one: 'Please wait {{count}} second before requesting a new OTP.',
    otpCooldown_other: 'Please wait {{count}} seconds before requesting a new OTP.',
    rateLimited_one: 'Too many attempts. Please try again in {{count}} second.',
    rateLimited_other: 'Too many attempts. Please try again in {{count}} seconds.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    invalidForm: 'The form data is not valid',
    otpMailFailed: 'We could not send the e-mail with your code. Try again.',
    oneLicenceFile: 'Upload one licence file',
    otpWait_one: 'Please wait {{count}} second before trying another code.',
    otpWait_other: 'Please wait {{count}} seconds before trying another code.',
    otpLocked_one:
      'Too many wrong codes for this account. For your security, codes are blocked for {{count}} more hour.',
    otpLocked_other:
      'Too many wrong codes for this account. For your security, codes are blocked for {{count}} more hours.',
    emailChangePending: 'Profile updated. Enter the code we sent to your new email to confirm it.',
    emailChanged: 'Email changed successfully',
  },
};
