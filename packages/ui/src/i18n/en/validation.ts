import { MESSAGE_TEMPLATES, orderMessages } from '@marketdrop/validation';

/** The texts as plain strings (French translates them), not the literal types of `as const`. */
const texts = <K extends string>(values: Record<K, string>): Record<K, string> => values;

/**
 * The validation messages of `@marketdrop/validation`, one key per message (`messages`), with
 * `{{field}}` / `{{max}}` where the message takes them: English is the package's own text
 * (`MESSAGE_TEMPLATES`); forms show the schema's message as it is in English.
 */
export const validation = {
  messages: MESSAGE_TEMPLATES,
  /**
   * The field names the schemas put in `{{field}}`, by their English text. In French each is a
   * noun with its article ("Le prénom"), so "{{field}} est obligatoire" reads naturally.
   */
  fields: {
    'User type': 'User type',
    'First name': 'First name',
    'Last name': 'Last name',
    Gender: 'Gender',
    'Country code': 'Country code',
    Address: 'Address',
    City: 'City',
    Province: 'Province',
    Country: 'Country',
    'Postal code': 'Postal code',
    'Licence number': 'Licence number',
    'Driver licence': 'Driver licence',
    'Business name': 'Business name',
    'Business address': 'Business address',
    'Dealership Number/ID': 'Dealership Number/ID',
    'HST/GST Number': 'HST/GST Number',
    'Date of birth': 'Date of birth',
    Password: 'Password',
    'This field': 'This field',
    Name: 'Name',
    Email: 'Email',
    Subject: 'Subject',
    Message: 'Message',
    Reason: 'Reason',
    Comment: 'Comment',
  },
  /**
   * The messages of the after-sale forms (`orderMessages`: Delivery Details, cancel, review) that
   * a user can meet, by their key; the others name request fields no form has.
   */
  orders: texts({
    deliveryTypeRequired: orderMessages.deliveryTypeRequired,
    deliveryType: orderMessages.deliveryType,
    timeSlotRequired: orderMessages.timeSlotRequired,
    timeSlot: orderMessages.timeSlot,
    provinceRequired: orderMessages.provinceRequired,
    province: orderMessages.province,
    postalCode: orderMessages.postalCode,
    postalCodeProvince: orderMessages.postalCodeProvince,
    reasonRequired: orderMessages.reasonRequired,
    ratingRequired: orderMessages.ratingRequired,
    rating: orderMessages.rating,
  }),
};
