export { AddOnPicker, addOnLimit } from './AddOnPicker';
export type { AddOnPickerProps } from './AddOnPicker';
