export { ListingEditor } from './ListingEditor';
export type {
  ListingEditorInitialValues,
  ListingEditorOptions,
  ListingEditorProps,
  ListingEditorValues,
} from './ListingEditor';
