/**
 * The yup request schema of each call that takes a request, for the server (validation and the
 * JSON Schema of its OpenAPI). The declarations in `./contract.ts` name each schema's type only, so
 * the browser's client, built from `calls`, never loads yup; the `satisfies` below makes this table
 * and the declarations agree: a missing, extra or different schema is a compile error.
 */
import {
  cancelOrderSchema,
  myBidsSchema,
  orderHistorySchema,
  orderIdSchema,
  orderPathSchema,
  reviewOrderSchema,
  sellerReviewsSchema,
  timeSlotsSchema,
  updateCheckoutDetailsSchema,
  updateOrderStatusSchema,
  auctionIdSchema,
  bidHistorySchema,
  notificationsPageSchema,
  placeBidSchema,
  purchaseSchema,
  readNotificationSchema,
  categoryWiseSchema,
  changePasswordSchema,
  completeSocialLoginSchema,
  contactUsRequestSchema,
  contentLanguageSchema,
  editProfileRequestSchema,
  emailRequestSchema,
  getAuctionsSchema,
  languageSchema,
  loginRequestSchema,
  otpSchema,
  pageRequestSchema,
  resetPasswordRequestSchema,
  signupSchema,
  socialLoginRequestSchema,
  toggleAuctionSchema,
  verifyOtpRequestSchema,
} from '@marketdrop/validation';
import type { CallName, SchemaOf } from './contract';

/** The calls that take a request (a body, a query string or a multipart form). */
export type CallWithRequest = {
  [N in CallName]: [SchemaOf<N>] extends [never] ? never : N;
}[CallName];

/** One yup schema per call with a request, of exactly the type its declaration names. */
export type RequestSchemas = { [N in CallWithRequest]: SchemaOf<N> };

export const requestSchemas = {
  login: loginRequestSchema,
  signup: signupSchema,
  verifyOtp: verifyOtpRequestSchema,
  resendOtp: emailRequestSchema,
  forgotPassword: emailRequestSchema,
  resetPassword: resetPasswordRequestSchema,
  socialLogin: socialLoginRequestSchema,
  completeSocialLogin: completeSocialLoginSchema,
  editProfile: editProfileRequestSchema,
  confirmEmailChange: otpSchema,
  changePassword: changePasswordSchema,
  setActiveLanguage: languageSchema,
  getAuctions: getAuctionsSchema,
  auctionScreen: auctionIdSchema,
  toggleAuction: toggleAuctionSchema,
  getSaveAuction: pageRequestSchema,
  getCategoryWiseDetails: categoryWiseSchema,
  getAboutUs: contentLanguageSchema,
  getTerms: contentLanguageSchema,
  getPrivacy: contentLanguageSchema,
  getFaqs: contentLanguageSchema,
  contactUs: contactUsRequestSchema,
  new: contentLanguageSchema,
  placeBid: placeBidSchema,
  claimAuction: purchaseSchema,
  buyNow: purchaseSchema,
  getBidHistory: bidHistorySchema,
  getNotification: notificationsPageSchema,
  readNotification: readNotificationSchema,
  myBids: myBidsSchema,
  getCheckoutDetails: orderIdSchema,
  getTimeSlots: timeSlotsSchema,
  updateCheckoutDetails: updateCheckoutDetailsSchema,
  createPayment: orderIdSchema,
  orderHistory: orderHistorySchema,
  viewOrderDetails: orderPathSchema,
  trackOrder: orderPathSchema,
  cancelOrder: cancelOrderSchema,
  reviewOrder: reviewOrderSchema,
  updateOrderStatus: updateOrderStatusSchema,
  getAllReviews: sellerReviewsSchema,
} satisfies RequestSchemas;
