/**
 * The fields a message names (`{field} is required`), by their stable id, with their English label
 * (word for word the spec's). A message's `values.field` is the id; a translation names the field
 * from its own catalogue (the ui's `validation.fields.postalCode`), never from the English label.
 */
export const FIELD_LABELS = {
  // Accounts (sign-up, profile, passwords)
  userType: 'User type',
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  countryCode: 'Country code',
  address: 'Address',
  city: 'City',
  province: 'Province',
  country: 'Country',
  postalCode: 'Postal code',
  licenseNumber: 'Licence number',
  driverLicence: 'Driver licence',
  businessName: 'Business name',
  businessAddress: 'Business address',
  dealershipNumber: 'Dealership Number/ID',
  taxNumber: 'HST/GST Number',
  dob: 'Date of birth',
  password: 'Password',
  /** Administration texts (docs/product.md §9.8). */
  thisField: 'This field',
  // Contact
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  // Orders and administration
  reason: 'Reason',
  comment: 'Comment',
  // Listings (the listing editor's fields)
  vin: 'VIN',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  trim: 'Trim',
  odometer: 'Odometer',
  exteriorColour: 'Colour',
  description: 'Description',
  auctionType: 'Sale format',
  startingBid: 'Starting bid',
  reservePrice: 'Reserve price',
  buyNowPrice: 'Buy Now price',
  stickerPrice: 'Sticker price',
  floorPrice: 'Floor price',
  dropAmount: 'Drop amount',
  dropIntervalMinutes: 'Drop interval',
  claimPrice: 'Claim price',
  endsAt: 'End',
  disclosure: 'Disclosure',
  documentName: 'Document name',
  // Catalogue search filters
  fuelType: 'Fuel type',
  brand: 'Brand',
  transmission: 'Transmission',
  auctionTypeFilter: 'Auction type',
  timeLeft: 'Time left',
  category: 'Category',
} as const;

/** A field's stable id (`'postalCode'`). */
export type FieldId = keyof typeof FIELD_LABELS;

/** Whether a text is a field id. */
export function isFieldId(value: unknown): value is FieldId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FIELD_LABELS, value);
}
