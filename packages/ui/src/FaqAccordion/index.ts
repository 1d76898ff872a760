export { FaqAccordion } from './FaqAccordion';
export type { FaqAccordionProps, FaqAccordionItem } from './FaqAccordion';
