export { SocialSignInButtons } from './SocialSignInButtons';
export type { SocialProvider, SocialSignInButtonsProps } from './SocialSignInButtons';
