import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useValidationMessage } from '../i18n/useValidationMessage';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites what the user typed before it reaches the form (e.g. keep digits only). */
  sanitize?: (value: string) => string;
  /** A message from outside the form (e.g. the server's), shown when the field has no own error. */
  externalError?: string | null;
};

/**
 * An MUI TextField bound to a react-hook-form field; the field's error shows as helper text, in
 * the language shown (validation messages are translated from their English text).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  sanitize,
  externalError,
  helperText,
  onChange,
  ...rest
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const tv = useValidationMessage();
  const message = tv(fieldState.error ?? (externalError || undefined));
  return (
    <TextField
      {...rest}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        field.onChange(sanitize ? sanitize(raw) : raw);
        onChange?.(event);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={message !== undefined}
      helperText={message ?? helperText}
    />
  );
}
