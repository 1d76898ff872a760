export { Header, MAIN_LINKS, ACCOUNT_MENU_LINKS } from './Header';
export type { HeaderProps, HeaderUser } from './Header';
