export { MyBidsView } from './MyBidsView';
export type { MyBidsViewProps } from './MyBidsView';
