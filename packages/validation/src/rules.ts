import type { FieldId } from './fields';
import { mixed, string } from 'yup';
import { isAdultOn, isOnOrAfterEarliestBirthDate, systemClock, toDate, type Clock } from './clock';
import { keyedMessages } from './keyed';
import { PLAIN_TEXT_PATTERN } from './patterns';

/** A date of birth: a `YYYY-MM-DD` string (or Date), at least 18 years before today, not before 1900. */
export function dateOfBirth(clock: Clock, required: boolean) {
  const base = mixed<string | Date>()
    // What OpenAPI documents (the field arrives as text, `YYYY-MM-DD`).
    .meta({ jsonSchema: { type: 'string', format: 'date' } })
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .test('valid-date', keyedMessages.invalidDate, (value) =>
      value === undefined ? true : toDate(value) !== undefined,
    )
    .test('earliest', keyedMessages.yearTooEarly, (value) => {
      const date = value === undefined ? undefined : toDate(value);
      return date === undefined || isOnOrAfterEarliestBirthDate(date);
    })
    .test('adult', keyedMessages.underAge, (value) => {
      const date = value === undefined ? undefined : toDate(value);
      return date === undefined || isAdultOn(date, clock());
    });
  return required ? base.required(keyedMessages.required('dob')) : base.optional();
}

/** Single-line text without control or bidirectional-override characters (names, addresses). */
export function plainText(field: FieldId) {
  return string().matches(PLAIN_TEXT_PATTERN, {
    message: keyedMessages.notPlainText(field),
    excludeEmptyString: true,
  });
}

/**
 * A required text field whose required message is `<Field> is required`; single-line, without
 * control or bidirectional-override characters.
 */
export function requiredText(field: FieldId, max?: number) {
  let schema = plainText(field).trim().required(keyedMessages.required(field));
  if (max !== undefined) schema = schema.max(max, keyedMessages.tooLong(field, max));
  return schema;
}

/** Administration-style text: required ("This field is required"), no spaces at all. */
export function noSpacesText(max: number) {
  return string()
    .required(keyedMessages.fieldRequired)
    .matches(/^\S*$/, { message: keyedMessages.spacesNotAllowed })
    .max(max, keyedMessages.tooLong('thisField', max));
}

export { systemClock };
