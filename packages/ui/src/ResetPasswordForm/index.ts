export { ResetPasswordForm } from './ResetPasswordForm';
export type { ResetPasswordFormProps, ResetPasswordFormValues } from './ResetPasswordForm';
