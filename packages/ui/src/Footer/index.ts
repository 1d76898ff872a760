export { Footer, FOOTER_LINKS } from './Footer';
export type { FooterProps, FooterExternalLinks } from './Footer';
