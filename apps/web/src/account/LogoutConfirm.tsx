// The logout confirmation, as its own module so the web app can load it on first use
// (`React.lazy` in SiteLayout): no page needs the dialog's code to show.
export { LogoutConfirmDialog as default } from '@marketdrop/ui';
