// The filter sidebar, as its own module so the listing loads it when it first shows (the panel on
// wide screens, the drawer on small ones once opened): the cards never wait for its code.
export { FilterSidebar as default } from '@marketdrop/ui';
