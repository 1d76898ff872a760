export { PageError } from './PageError';
export type { PageErrorProps } from './PageError';
