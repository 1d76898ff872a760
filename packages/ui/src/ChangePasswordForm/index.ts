export { ChangePasswordForm } from './ChangePasswordForm';
export type { ChangePasswordFormProps, ChangePasswordFormValues } from './ChangePasswordForm';
