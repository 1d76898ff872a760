export { ContactForm } from './ContactForm';
export type { ContactFormProps, ContactFormValues } from './ContactForm';
