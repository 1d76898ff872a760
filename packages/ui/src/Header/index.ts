export { Header, MAIN_LINKS, ACCOUNT_MENU_LINKS, loadHeaderSearch } from './Header';
export type { HeaderProps, HeaderUser } from './Header';
