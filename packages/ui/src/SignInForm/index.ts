export { SignInForm } from './SignInForm';
export type { SignInFormProps, SignInFormValues } from './SignInForm';
