/** Response shapes of the account calls (docs/product.md §7.1, §7.6, §10.1). */
import { LANGUAGES, ROLES, SIGNUP_GENDER_VALUES, SOCIAL_PROVIDERS } from '@marketdrop/validation';
import { CartMerge } from './basket';
import { Type, bool, list, nullableOneOf, nullableStr, oneOf, str } from './shape';

const optional = Type.Optional;

/** Which kinds of notices are e-mailed (decision 035); in-app notices are always kept. */
export const EmailNotifications = Type.Object({
  outbid: bool({ description: 'Outbid alerts (and a disclosure on a vehicle bid on)' }),
  won: bool({ description: 'Auction results: won (with checkout and pay-by time) or lost' }),
  orderSteps: bool({ description: "Each step of the user's orders and sales" }),
  savedSearches: bool({
    description: 'New matches of saved searches, saved vehicles back on sale',
  }),
  marketing: bool({ description: 'MarketDrop news and offers (off unless chosen)' }),
});

/** The signed-in user's profile (docs/product.md §7.6 Profile), as the server sends it. */
export const Profile = Type.Object({
  _id: str(),
  userType: oneOf(ROLES, {
    description: '`consumer` or `dealer` (chosen at sign-up), or `admin` (given by the operators)',
  }),
  firstName: str(),
  lastName: str(),
  name: str({ description: '`firstName lastName`' }),
  email: str(),
  countryCode: str(),
  countryIsoCode: str(),
  phoneNumber: str(),
  dob: nullableStr({ description: '`YYYY-MM-DD`, or null when not given' }),
  gender: nullableOneOf(SIGNUP_GENDER_VALUES),
  address: nullableStr(),
  city: nullableStr(),
  province: nullableStr(),
  country: nullableStr(),
  postalCode: nullableStr(),
  userImage: nullableStr({ description: 'Path of the avatar on the API host, or null' }),
  driverLicence: nullableStr({ description: 'Driver licence number' }),
  driverLicenseImage: list(str(), {
    description: 'Paths of the uploaded licence files (/user/files/{id}, their owner only)',
  }),
  notificationEnable: bool({ description: 'On while any kind but marketing is e-mailed' }),
  emailNotifications: EmailNotifications,
  language: oneOf(LANGUAGES),
  isOtpVerified: bool(),
  pendingEmail: nullableStr({
    description: 'A new e-mail waiting for its code (confirmEmailChange); null when none',
  }),
  businessName: nullableStr({ description: 'Dealers only (null for consumers)' }),
  businessAddress: nullableStr(),
  dealershipNumber: nullableStr(),
  taxNumber: nullableStr(),
  createdAt: str(),
});

/** The user object kept in the session store (docs/product.md §7.1 Session). */
export const SessionUser = Type.Pick(Profile, [
  '_id',
  'userType',
  'firstName',
  'lastName',
  'name',
  'email',
  'userImage',
  'language',
]);

const otpEcho = () =>
  optional(str({ description: 'The OTP, echoed outside production only (demo without mail)' }));

export const LoginData = Type.Object({
  token: optional(str({ description: 'Present when the account is verified' })),
  isOtpVerified: bool(),
  otp: otpEcho(),
  message: str(),
  user: optional(SessionUser),
  /** Sent when a guestToken came with the sign-in: what joined the account basket. */
  basketMerge: optional(CartMerge),
});

export const SignupData = Type.Object({ email: str(), phoneNumber: str(), otp: otpEcho() });

export const OTP_PURPOSES = ['signup', 'login', 'forgot-password'] as const;
export const VerifyOtpData = Type.Object({
  purpose: oneOf(OTP_PURPOSES, { description: 'What the OTP was for' }),
  token: optional(str({ description: 'For signup and login: the new session' })),
  user: optional(SessionUser),
  /** Sent when a guestToken came with the sign-in: what joined the account basket. */
  basketMerge: optional(CartMerge),
});

export const SocialLoginProvidersData = Type.Object({
  providers: list(oneOf(SOCIAL_PROVIDERS), { description: 'The configured providers' }),
});
export const SocialLoginStartData = Type.Object({
  provider: oneOf(SOCIAL_PROVIDERS),
  authorizationUrl: str({ description: "Where to send the browser (the provider's sign-in page)" }),
  browserKey: str({
    description: 'Keep it in this tab and send it with the ticket: no other tab can finish',
  }),
});
export const SocialLoginSessionData = Type.Object({
  token: str(),
  user: SessionUser,
  isNewAccount: bool({ description: 'This sign-in created the account' }),
  /** Sent when a guestToken came with the sign-in: what joined the account basket. */
  basketMerge: optional(CartMerge),
  profileComplete: bool({ description: 'False until the profile holds what Sign Up asks for' }),
});

export const ResendOtpData = Type.Object({ otp: otpEcho() });
export const ForgotPasswordData = Type.Object({ otp: otpEcho() });
export const NotificationSettingsData = Type.Object({
  notificationEnable: bool({ description: 'On while any kind but marketing is e-mailed' }),
  emailNotifications: EmailNotifications,
});
export const ActiveLanguageData = Type.Object({ language: oneOf(LANGUAGES) });
