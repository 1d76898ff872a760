export { ProfileView, profileDisplayName } from './ProfileView';
export type { ProfileViewProps, ProfileViewData } from './ProfileView';
