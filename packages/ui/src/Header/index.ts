export {
  Header,
  MAIN_LINKS,
  ACCOUNT_MENU_LINKS,
  DEALER_MENU_LINKS,
  ADMIN_MENU_LINKS,
  loadHeaderSearch,
} from './Header';
export type { HeaderProps, HeaderUser } from './Header';
