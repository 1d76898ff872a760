import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver, serverFieldError, type ServerFieldErrors } from '../i18n/keyedResolver';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { CONTACT_LIMITS, contactSchema, type ContactValues } from '@marketdrop/validation';
import { useValidationMessage } from '../i18n/useValidationMessage';
import { succeeded, type SubmitResult } from '../internal/submit';
import { publicTexts } from '../i18n/en/public';

export type ContactFormValues = ContactValues;

export type ContactFormProps = {
  /**
   * Called with the checked values. The form clears when this resolves (back to
   * `defaultValues`); resolve to `false` (or throw) to keep what was typed.
   */
  onSubmit: (values: ContactFormValues) => SubmitResult;
  /** Shows the Submit button as busy. */
  busy?: boolean;
  /** Field errors from the server's 400 (`{ field: message }`), shown on their fields. */
  fieldErrors?: ServerFieldErrors | null;
  /** Values to start from, e.g. the signed-in user's name and e-mail. */
  defaultValues?: Partial<ContactFormValues>;
  /** The heading level of "How Can We Help You?" (default `h2`; a page may make it its `h1`). */
  headingComponent?: 'h1' | 'h2' | 'h3';
};

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

const MAX_LENGTH: Record<Field, number> = {
  name: CONTACT_LIMITS.nameMax,
  email: CONTACT_LIMITS.emailMax,
  subject: CONTACT_LIMITS.subjectMax,
  message: CONTACT_LIMITS.messageMax,
};

const FormRoot = styled('form', { name: 'MdContactForm', slot: 'Root' })({ width: '100%' });

type ContactFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  control: Control<ContactFormValues>;
  name: Field;
  /** Shows `typed / max` under the field while it has no error. */
  counter?: boolean;
};

/** One field bound to the form; its error shows in the language shown. */
function ContactField({ control, name, counter = false, ...rest }: ContactFieldProps) {
  const { t } = useTranslation('ui', { public: publicTexts });
  const tv = useValidationMessage();
  const { field, fieldState } = useController({ control, name });
  const message = tv(fieldState.error);
  const value = field.value ?? '';
  return (
    <TextField
      {...rest}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={message !== undefined}
      helperText={
        message ??
        (counter
          ? t('public.contact.characters', { count: value.length, max: MAX_LENGTH[name] })
          : undefined)
      }
      slotProps={{ htmlInput: { maxLength: MAX_LENGTH[name] } }}
    />
  );
}

/**
 * The Contact Support form, for visitors to write to the MarketDrop team: "How Can We Help You?"
 * with Name, Email, Subject, Message and Submit. Use it on the contact page (the footer's Contact
 * Support and Feedback links lead there).
 * Checked with the contact schema of `@marketdrop/validation` (the server uses the same one);
 * the server's field errors show on their fields.
 */
export function ContactForm({
  onSubmit,
  busy = false,
  fieldErrors,
  defaultValues,
  headingComponent = 'h2',
}: ContactFormProps) {
  const { t } = useTranslation('ui', { public: publicTexts });
  const headingId = useId();
  const initial: ContactFormValues = {
    name: '',
    email: '',
    subject: '',
    message: '',
    ...defaultValues,
  };
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: keyedResolver(yupResolver(contactSchema)),
    defaultValues: initial,
  });

  useEffect(() => {
    if (!fieldErrors) return;
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (isField(name)) setError(name, serverFieldError(message), { shouldFocus: false });
    }
  }, [fieldErrors, setError]);

  return (
    <Box>
      <Typography id={headingId} variant="h4" component={headingComponent} gutterBottom>
        {t('public.contact.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('public.contact.intro')}
      </Typography>
      <FormRoot
        noValidate
        aria-labelledby={headingId}
        onSubmit={handleSubmit(async (values) => {
          if (await succeeded(onSubmit(values))) reset(initial);
        })}
      >
        <Stack spacing={2.5}>
          <Box
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <ContactField
              control={control}
              name="name"
              label={t('public.contact.name')}
              autoComplete="name"
            />
            <ContactField
              control={control}
              name="email"
              type="email"
              label={t('public.contact.email')}
              autoComplete="email"
            />
          </Box>
          <ContactField control={control} name="subject" label={t('public.contact.subject')} />
          <ContactField
            control={control}
            name="message"
            label={t('public.contact.message')}
            multiline
            minRows={5}
            counter
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={busy || isSubmitting}
              sx={{ minWidth: 160 }}
            >
              {t('public.contact.submit')}
            </Button>
          </Box>
        </Stack>
      </FormRoot>
    </Box>
  );
}
