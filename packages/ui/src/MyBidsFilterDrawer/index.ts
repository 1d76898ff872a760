export { MyBidsFilterDrawer } from './MyBidsFilterDrawer';
export type { MyBidsFilterDrawerProps } from './MyBidsFilterDrawer';
