/**
 * Every fixed message the app toasts or shows in an alert, in English word for word (docs/product.md §8, §10.4).
 * A screen picks one by its key: a success by the call and its outcome (`outcomes.otpSent` after
 * resendOtp), a failure by the error's code (`useErrorText`, `errors.otpExpired` for
 * `OTP_EXPIRED`), never by the English the server sent.
 */
export const messages = {
  /** The app's own success toasts. */
  success: {
    loginSuccess: 'Login successful!',
    profileUpdated: 'Profile updated successfully!',
    passwordChanged: 'Password changed successfully',
    notificationsEnabled: 'Notifications enabled successfully',
    notificationsDisabled: 'Notifications disabled successfully',
    notificationSettingsSaved: 'Notification settings saved',
    logoutSuccess: 'User logout successfully',
  },
  /** Failures of the web app itself. */
  app: {
    readNotificationsFailed: 'Could not mark your notifications as read. Try again.',
  },
  /** The outcome of a call that went through, by call (the server says the same in English). */
  outcomes: {
    /** signup. */
    signupSuccessful: 'Signup successful. Enter the OTP sent to your email.',
    /** login of an account not verified yet. */
    verifyEmail: 'Please verify your email. We sent you an OTP.',
    /** resendOtp. */
    otpSent: 'OTP sent successfully',
    /** verifyOtp of a sign-up or login code. */
    otpVerified: 'OTP verified successfully',
    /** verifyOtp of a forgot-password code. */
    otpVerifiedReset: 'OTP verified. You can now reset your password.',
    /** forgotPassword. */
    resetOtpSent: 'If an account exists for this email, we sent an OTP to reset the password.',
    /** resetPassword. */
    passwordReset: 'Password reset successfully',
    /** editProfile with a new e-mail: it waits for the code mailed to it. */
    emailChangePending: 'Profile updated. Enter the code we sent to your new email to confirm it.',
    /** confirmEmailChange. */
    emailChanged: 'Email changed successfully',
  },
  /** A refused call, by the server's error code (see `useErrorText`). */
  errors: {
    /** INVALID_CREDENTIALS. */
    invalidCredentials: 'Invalid email or password',
    /** EMAIL_TAKEN. */
    emailTaken: 'An account with this email already exists',
    /** OTP_INVALID. */
    invalidOtp: 'Invalid OTP',
    /** OTP_EXPIRED. */
    otpExpired: 'OTP has expired. Request a new one.',
    /** OTP_ATTEMPTS_EXCEEDED. */
    otpAttemptsExceeded: 'Too many wrong attempts. Request a new OTP.',
    /** OTP_COOLDOWN, with the seconds of Retry-After. */
    otpCooldown_one: 'Please wait {{count}} second before requesting a new OTP.',
    otpCooldown_other: 'Please wait {{count}} seconds before requesting a new OTP.',
    /** RATE_LIMITED, with the seconds of Retry-After. */
    rateLimited_one: 'Too many attempts. Please try again in {{count}} second.',
    rateLimited_other: 'Too many attempts. Please try again in {{count}} seconds.',
    /** OTP_WAIT, with the seconds of Retry-After. */
    otpWait_one: 'Please wait {{count}} second before trying another code.',
    otpWait_other: 'Please wait {{count}} seconds before trying another code.',
    /** OTP_LOCKED. */
    otpLocked:
      'Too many wrong codes for this account. For your security, codes are blocked for now: try again later.',
    /** VALIDATION_FAILED with field errors and no one field named. */
    fieldErrors: 'Please correct the highlighted fields',
    /** BID_TOO_LOW, with the minimum bid the server accepts now. */
    bidTooLow: 'Your bid must be at least {{amount}}',
    /** DEALER_NOT_VERIFIED. */
    dealerNotVerified:
      'Only a verified dealer can do this. Your business verification is not complete yet.',
    /** DEALER_ALREADY_VERIFIED. */
    dealerAlreadyVerified: 'Your business is already verified.',
    /** PRICE_TERMS_LOCKED. */
    priceTermsLocked:
      'Bids or claims exist on this listing: its sale format and prices can no longer change, and it cannot be withdrawn.',
    /** LISTING_CLOSED. */
    listingClosed: 'This listing is closed (sold, unsold or withdrawn) and can no longer change.',
    /** PRICE_RAISE_NOT_ALLOWED. */
    priceRaiseNotAllowed:
      'This sale is live: its price may only go down. A higher price, or another sale format, is refused.',
    /** LISTING_FACTS_LOCKED. */
    listingFactsLocked:
      "Bids or claims exist on this listing: the vehicle's details can no longer change. Add a disclosure to tell buyers about anything new.",
    /** PRICE_CHANGED, with the price now. */
    priceChanged: 'The price changed to {{amount}}. Review it and try again.',
    /** RESERVE_OFFER_CLOSED. */
    reserveOfferClosed: 'This offer is no longer open.',
    /** ACCOUNT_SUSPENDED. */
    accountSuspended: 'This account is suspended. Contact Support if you think this is a mistake.',
    /** NOT_BIDDABLE. */
    notBiddable: 'Only auctions take bids. Claim or buy this vehicle instead.',
    /** NOT_CLAIMABLE. */
    notClaimable: 'Only MarketDropAI and ClaimPOINT vehicles can be claimed.',
    /** NO_BUY_NOW. */
    noBuyNow: 'Buy Now is not available for this vehicle.',
    /** OWN_LISTING. */
    ownListing: 'You cannot bid on, claim or buy your own listing.',
    /** AUCTION_NOT_OPEN. */
    auctionNotOpen: 'This sale is not open: it has not started yet or it has ended.',
    /** ALREADY_SOLD. */
    alreadySold: 'Sorry, this vehicle has already been sold.',
    /** BUYER_RESTRICTED, with until when (the cancellation limit, docs/product.md §5.5). */
    buyerRestricted:
      'You cancelled or did not pay {{limit}} orders within {{windowDays}} days: you cannot buy, claim or bid until {{date}}.',
    /** NOT_RELISTABLE. */
    notRelistable:
      'Only a sale that ended unsold, with no offer waiting for your answer, can be relisted.',
    /** SELLER_SUSPENDED. */
    sellerSuspended:
      'Sales by this seller are paused: no bid, claim or Buy Now is accepted until they resume',
    /** ALREADY_LEADING, with the leader's own maximum. */
    alreadyLeading:
      'You are already the highest bidder. To bid more, raise your maximum above {{amount}}.',
    /** ADMIN_NOT_BUYER. */
    adminNotBuyer:
      'An admin account cannot bid, claim or buy: an admin is not a buyer. Use a consumer or dealer account.',
    /** IDEMPOTENCY_KEY_REUSED. */
    idempotencyKeyReused: 'This request was already sent with other details. Please start again.',
    /** IDEMPOTENCY_IN_PROGRESS. */
    idempotencyInProgress:
      'Your request is still being processed. Please wait a moment and try again.',
    /** ORDER_STATUS_CONFLICT. */
    orderStatusConflict: 'This order has moved on meanwhile: this is not possible any more.',
    /** SLOT_UNAVAILABLE. */
    slotUnavailable: 'This time slot is no longer available. Please choose another.',
    /** CHECKOUT_INCOMPLETE. */
    checkoutIncomplete: 'Choose pickup or delivery and a time slot before paying.',
    /** PAYMENT_DEADLINE_PASSED. */
    paymentDeadlinePassed: 'The payment deadline has passed.',
    /** ALREADY_REVIEWED. */
    alreadyReviewed: 'You have already reviewed this order.',
  },
};
