import {
  FIELD_LABELS,
  MESSAGE_PARAMS,
  messages,
  orderMessages,
  templatesOf,
} from '@marketdrop/validation';

/** The texts as plain strings (French translates them), not the literal types of `as const`. */
const texts = <K extends string>(values: Record<K, string>): Record<K, string> => values;

/**
 * The validation messages of `@marketdrop/validation`, one key per message (`messages`), with
 * `{{field}}` / `{{max}}` / `{{min}}` where the message takes them: English is the package's own
 * text (`templatesOf(messages)`). A message is translated by its key (`useValidationMessage`).
 */
export const validation = {
  messages: texts(templatesOf(messages, MESSAGE_PARAMS)),
  /**
   * The field names the messages put in `{{field}}`, by field id (`FIELD_LABELS`, the English
   * labels). In French each is a noun with its article ("Le prénom"), so "{{field}} est
   * obligatoire" reads naturally.
   */
  fields: texts(FIELD_LABELS),
  /**
   * The messages of the after-sale forms (`orderMessages`: Delivery Details, cancel, review) that
   * a user can meet, by their name (key `orders.<name>`); the others name request fields no form has.
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
