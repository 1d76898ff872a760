export { ContentPage } from './ContentPage';
export type { ContentPageProps, ContentPageData, ContentPageSection } from './ContentPage';
