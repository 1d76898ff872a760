// Theme and providers
export { createMarketDropTheme, marketDropTheme, brandColors } from './theme';
export { MarketDropThemeProvider } from './MarketDropThemeProvider';
export { useHydrating } from './internal/clock';
export type { MarketDropThemeProviderProps, RenderedTime } from './MarketDropThemeProvider';

// English and French (our own small i18n runtime, decision 006): instance, provider, hooks,
// en-CA / fr-CA formatters
export { createMarketDropI18n, languageOf } from './i18n/createMarketDropI18n';
export type { CreateMarketDropI18nOptions } from './i18n/createMarketDropI18n';
export { MarketDropI18n } from './i18n/runtime';
export type {
  MarketDropI18nEvent,
  MarketDropNamespace,
  TFunction,
  TextValues,
  Texts,
} from './i18n/runtime';
export type {
  AreaTextKey,
  BundledTextKey,
  MarketDropBundledResources,
  MarketDropResources,
  PrefixedBundledTextKey,
  PrefixedTextKey,
  TextKey,
} from './i18n/types';
export { MarketDropI18nProvider } from './i18n/MarketDropI18nProvider';
export type { MarketDropI18nProviderProps } from './i18n/MarketDropI18nProvider';
export { useMarketDropI18n, useTranslation } from './i18n/useTranslation';
export { Trans } from './i18n/Trans';
export type { TransProps } from './i18n/Trans';
export {
  DEFAULT_MARKETDROP_LANGUAGE,
  MARKETDROP_LANGUAGES,
  MARKETDROP_LOCALES,
  isMarketDropLanguage,
  toMarketDropLanguage,
} from './i18n/languages';
export type { MarketDropLanguage } from './i18n/languages';
export {
  formatCents,
  formatDate,
  formatDateTime,
  formatDateTimeZone,
  formatKilometres,
  formatMinutes,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatTime,
} from './i18n/format';
export type { DateInput, DateStyle } from './i18n/format';
export { useFormatters, useMarketDropLanguage } from './i18n/useFormatters';
export type { MarketDropFormatters } from './i18n/useFormatters';
export { useValidationMessage, validationMessageText } from './i18n/useValidationMessage';
export type { ValidationMessageInput, ValidationTextKey } from './i18n/useValidationMessage';
export type { ServerFieldErrors } from './i18n/keyedResolver';
export { findCatalogueProblems } from './i18n/catalogueProblems';
export { uiEn } from './i18n/en';
export type { UiBundledResources, UiResources } from './i18n/en';
export { UI_NAMESPACE } from './i18n/types';

// Links: every component that links takes a `LinkComponent` (default 'a')
export type { LinkComponent, LinkComponentProps } from './link';

// Layout and pages
export {
  Header,
  MAIN_LINKS,
  ACCOUNT_MENU_LINKS,
  DEALER_MENU_LINKS,
  ADMIN_MENU_LINKS,
  loadHeaderSearch,
} from './Header';
export type { HeaderProps, HeaderUser } from './Header';
export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
export { NotificationList, useNotificationText } from './NotificationList';
export type { NotificationListProps } from './NotificationList';
export { Footer, FOOTER_LINKS } from './Footer';
export type { FooterProps, FooterExternalLinks } from './Footer';
export { PulseLoader } from './PulseLoader';
export type { PulseLoaderProps } from './PulseLoader';
export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
export { PageError } from './PageError';
export type { PageErrorProps } from './PageError';

// Public pages: landing sections, FAQ, contact, stored content
export { LandingHero } from './LandingHero';
export type { LandingHeroProps } from './LandingHero';
export { HowItWorks } from './HowItWorks';
export { WhyBuyersWin } from './WhyBuyersWin';
export { TrustTransparency } from './TrustTransparency';
export { ShopTheMarketCta } from './ShopTheMarketCta';
export type { ShopTheMarketCtaProps } from './ShopTheMarketCta';
export { FaqAccordion } from './FaqAccordion';
export type { FaqAccordionProps, FaqAccordionItem } from './FaqAccordion';
export { ContactForm } from './ContactForm';
export type { ContactFormProps, ContactFormValues } from './ContactForm';
export { ContentPage } from './ContentPage';
export type { ContentPageProps, ContentPageData, ContentPageSection } from './ContentPage';

// Sign-in, sign-up and recovery
export { SignInForm } from './SignInForm';
export type { SignInFormProps, SignInFormValues } from './SignInForm';
export { SocialSignInButtons } from './SocialSignInButtons';
export type { SocialProvider, SocialSignInButtonsProps } from './SocialSignInButtons';
export { SignupRoleModal } from './SignupRoleModal';
export type { SignupRoleModalProps } from './SignupRoleModal';
export { SignUpForm, COUNTRY_CALLING_CODES, phoneDigits } from './SignUpForm';
export type { SignUpFormProps, SignUpFormValues } from './SignUpForm';
export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordFormValues } from './ForgotPasswordForm';
export { OtpForm } from './OtpForm';
export type { OtpFormProps, OtpFormValues, OtpFormHandle } from './OtpForm';
export { ResetPasswordForm } from './ResetPasswordForm';
export type { ResetPasswordFormProps, ResetPasswordFormValues } from './ResetPasswordForm';

// Account area
export { AccountSidebar, ACCOUNT_LINKS } from './AccountSidebar';
export type { AccountSidebarProps } from './AccountSidebar';
export { LogoutConfirmDialog } from './LogoutConfirmDialog';
export type { LogoutConfirmDialogProps } from './LogoutConfirmDialog';
export { ProfileView, profileDisplayName } from './ProfileView';
export type { ProfileViewProps, ProfileViewData } from './ProfileView';
export { EditProfileForm } from './EditProfileForm';
export type {
  EditProfileFormProps,
  EditProfileFormProfile,
  EditProfileFormSubmitValues,
} from './EditProfileForm';
export { ChangePasswordForm } from './ChangePasswordForm';
export type { ChangePasswordFormProps, ChangePasswordFormValues } from './ChangePasswordForm';
export { NotificationSettings } from './NotificationSettings';
export { SavedSearches, SaveSearchDialog, useListingSummary } from './SavedSearches';
export type { SavedSearchesProps, SaveSearchDialogProps } from './SavedSearches';
export type { EmailNotificationKind, NotificationSettingsProps } from './NotificationSettings';

// Catalogue
export { ImageBaseUrlProvider, resolveImageUrl } from './internal/imageUrl';
export type { ImageBaseUrlProviderProps } from './internal/imageUrl';
export { VehicleCard, VehicleCardSkeleton } from './VehicleCard';
export type { VehicleCardProps, VehicleCardAuction, VehicleCardSkeletonProps } from './VehicleCard';
export { VehicleGrid } from './VehicleGrid';
export type { VehicleGridProps } from './VehicleGrid';
export { HeroCarousel } from './HeroCarousel';
export type { HeroCarouselProps, HeroBanner } from './HeroCarousel';
export { FilterSidebar } from './FilterSidebar';
export type { FilterSidebarProps, FilterSection } from './FilterSidebar';
// The listing's filter model lives in @marketdrop/api-client (shared with the web app and the
// server); re-exported here for the sidebar's users.
export {
  EMPTY_VEHICLE_FILTERS,
  toAuctionsRequest,
  priceBounds,
  yearChoices,
  countActiveFilters,
} from '@marketdrop/api-client';
export type { MyBidsFilters, VehicleFilters, VehicleFiltersRequest } from '@marketdrop/api-client';
export { SortSelect } from './SortSelect';
export type { SortSelectProps, SortSelectValue } from './SortSelect';
export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { AuctionDetail, AuctionNotFound, AuctionDetailSkeleton } from './AuctionDetail';
export type {
  AuctionDetailProps,
  AuctionDetailAuction,
  AuctionDetailDisclosure,
  AuctionNotFoundProps,
  BidPoint,
} from './AuctionDetail';
export { BidDialog } from './BidDialog';
export type { BidDialogLive, BidDialogProps, BidOutcome, BidRequest } from './BidDialog';
export { PurchaseDialog } from './PurchaseDialog';
export type { PurchaseDialogProps, PurchaseOutcome } from './PurchaseDialog';
export { PriceBreakdown } from './PriceBreakdown';
export type { PriceBreakdownLines, PriceBreakdownProps } from './PriceBreakdown';

// After the sale: My Bids, the Won dialog, Delivery Details, checkout, My Orders, the order
export { MyBidCard, leadsNow } from './MyBidCard';
export type { MyBidCardLive, MyBidCardProps } from './MyBidCard';
export { MyBidsFilterDrawer } from './MyBidsFilterDrawer';
export type { MyBidsFilterDrawerProps } from './MyBidsFilterDrawer';
export { WonDialog } from './WonDialog';
export type { WonDialogProps } from './WonDialog';
export { DeliveryDetailsDialog } from './DeliveryDetailsDialog';
export type {
  DeliveryDetailsDialogProps,
  DeliveryDetailsSubmitValues,
} from './DeliveryDetailsDialog';

export { MyBidsView } from './MyBidsView';
export type { MyBidsViewProps } from './MyBidsView';
export { CheckoutDialog, CheckoutSummary } from './CheckoutDialog';
export type { CheckoutDialogProps, CheckoutSummaryProps } from './CheckoutDialog';
export { OrderCard } from './OrderCard';
export { useOrderStatusLabel } from './internal/orders';
export type { OrderCardProps } from './OrderCard';
export { AddOnPicker, addOnLimit } from './AddOnPicker';
export type { AddOnPickerProps } from './AddOnPicker';
export { BasketCheckoutView } from './BasketCheckoutView';
export type { BasketCheckoutViewProps } from './BasketCheckoutView';
export { BasketView } from './BasketView';
export type { BasketFieldError, BasketViewProps } from './BasketView';
export { MyOrdersView } from './MyOrdersView';
export type { MyOrdersViewProps } from './MyOrdersView';
export { OrderDetail, OrderTimeline, upcomingStatuses } from './OrderDetail';
export type { OrderDetailProps, OrderTimelineProps } from './OrderDetail';
export { CancelOrderDialog } from './CancelOrderDialog';
export type { CancelOrderDialogProps, CancelOrderDialogRule } from './CancelOrderDialog';
export { ReviewOrderDialog } from './ReviewOrderDialog';
export type { ReviewOrderDialogProps, ReviewOrderValues } from './ReviewOrderDialog';
export { BillOfSale } from './BillOfSale';
export type { BillOfSaleProps } from './BillOfSale';

// Partner widgets: they fetch their own data (wrap them in MarketDropProvider)
export {
  AuctionDetailWidget,
  MarketDropProvider,
  VehicleListing,
  WIDGET_SESSION_KEYS,
} from './widgets';
export type {
  AuctionDetailWidgetProps,
  MarketDropProviderProps,
  VehicleListingErrorKind,
  VehicleListingProps,
} from './widgets';

// Shared helpers
export { DEFAULT_AVATAR_SRC } from './internal/avatar';
export type { SubmitResult } from './internal/submit';

// Dealers (docs/product.md §6): verification, listings, the listing editor, the seller profile
export { DealerVerificationPanel } from './DealerVerificationPanel';
export type {
  DealerVerificationFiles,
  DealerVerificationPanelProps,
  DealerVerificationStatus,
} from './DealerVerificationPanel';
export { PhotoManager } from './PhotoManager';
export type { PhotoManagerItem, PhotoManagerProps } from './PhotoManager';
export { DealerListings, DEALER_LISTING_STATES } from './DealerListings';
export type {
  DealerListingsItem,
  DealerListingsProps,
  DealerListingsState,
} from './DealerListings';
export { ReserveOfferPanel } from './ReserveOfferPanel';
export type { ReserveOfferPanelOffer, ReserveOfferPanelProps } from './ReserveOfferPanel';
export { SellerProfileHeader } from './SellerProfileHeader';
export type { SellerProfileHeaderProps, SellerProfileHeaderSeller } from './SellerProfileHeader';
export { ReviewList } from './ReviewList';
export type { ReviewListItem, ReviewListProps } from './ReviewList';
export { ListingEditor } from './ListingEditor';
export type {
  ListingEditorInitialValues,
  ListingEditorOptions,
  ListingEditorProps,
  ListingEditorValues,
} from './ListingEditor';
export { ListingPreview, previewAuction } from './ListingPreview';
export type { ListingPreviewListing, ListingPreviewProps } from './ListingPreview';

// Admin console (docs/product.md §6.3)
export { AdminVerificationQueue } from './AdminVerificationQueue';
export type {
  AdminVerificationQueueProps,
  VerificationApplication,
  VerificationDocument,
} from './AdminVerificationQueue';
export { AdminListingModeration } from './AdminListingModeration';
export type { AdminListingModerationProps, ModerationListing } from './AdminListingModeration';
export { AdminUserList } from './AdminUserList';
export type { AdminUserListProps, AdminUserRow } from './AdminUserList';
export { AdminDealerOrders } from './AdminDealerOrders';
export type { AdminDealerOrderRow, AdminDealerOrdersProps } from './AdminDealerOrders';
export { SupportInbox } from './SupportInbox';
export type { SupportInboxMessage, SupportInboxProps } from './SupportInbox';
export { ConditionReportField } from './ConditionReportField';
export type { ConditionReportFieldProps } from './ConditionReportField';
