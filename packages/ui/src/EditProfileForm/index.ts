export { EditProfileForm } from './EditProfileForm';
export type {
  EditProfileFormProps,
  EditProfileFormProfile,
  EditProfileFormSubmitValues,
} from './EditProfileForm';
