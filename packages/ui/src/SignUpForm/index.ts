export { SignUpForm, COUNTRY_CALLING_CODES, phoneDigits } from './SignUpForm';
export type { SignUpFormProps, SignUpFormValues } from './SignUpForm';
