export { SignupRoleModal } from './SignupRoleModal';
export type { SignupRoleModalProps } from './SignupRoleModal';
