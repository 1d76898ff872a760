export { WonDialog } from './WonDialog';
export type { WonDialogProps } from './WonDialog';
