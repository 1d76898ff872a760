import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { isApiError, keyedFieldErrorsOf } from '@marketdrop/api-client';
import { useContactUs, useSession } from '@marketdrop/api-client/react';
import {
  ContactForm,
  useMarketDropLanguage,
  useTranslation,
  type ContactFormValues,
  type ServerFieldErrors,
} from '@marketdrop/ui';
import { useErrorText } from '../i18n/useErrorText';
import { PageHead } from '../content/PageHead';
import { toast } from '../toast';
import { publicPages } from '../i18n/en/public';

type Sent = { reference: string; email: string };

/**
 * Contact Support (/contact): How Can We Help You? The message goes to contactUs in the language
 * shown. Success: a toast, a confirmation with the reference, and the form clears. A 400: the
 * server's field errors on their fields. Other failures: the error's text (`useErrorText`) in a toast.
 * A signed-in user's name and e-mail are filled in.
 */
export function ContactPage() {
  const { t } = useTranslation('web', { public: publicPages });
  const errorText = useErrorText();
  const language = useMarketDropLanguage();
  const { user } = useSession();
  const contact = useContactUs();
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);

  const onSubmit = async (values: ContactFormValues) => {
    setFieldErrors(null);
    setSent(null);
    try {
      const result = await contact.mutateAsync({ ...values, language });
      toast.success(t('public.contact.sent'));
      setSent({ reference: result.data.reference, email: values.email });
      return true;
    } catch (error) {
      const errors = keyedFieldErrorsOf(error);
      if (isApiError(error) && error.status === 400 && Object.keys(errors).length > 0) {
        setFieldErrors(errors);
        toast.error(t('public.contact.fixFields'));
      } else {
        toast.error(errorText(error, t('public.contact.failed')));
      }
      return false;
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead title={t('public.titles.contact')} description={t('public.descriptions.contact')} />
      {sent ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('public.contact.sentDetail', { reference: sent.reference, email: sent.email })}
        </Alert>
      ) : null}
      <ContactForm
        headingComponent="h1"
        onSubmit={onSubmit}
        busy={contact.isPending}
        fieldErrors={fieldErrors}
        defaultValues={
          user ? { name: user.name ?? user.firstName ?? '', email: user.email ?? '' } : undefined
        }
      />
    </Container>
  );
}
