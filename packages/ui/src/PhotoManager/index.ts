export { PhotoManager } from './PhotoManager';
export type { PhotoManagerItem, PhotoManagerProps } from './PhotoManager';
