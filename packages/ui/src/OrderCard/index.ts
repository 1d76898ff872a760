export { OrderCard } from './OrderCard';
export type { OrderCardProps } from './OrderCard';
