export { PulseLoader } from './PulseLoader';
export type { PulseLoaderProps } from './PulseLoader';
