import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver } from '../i18n/keyedResolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { loginSchema, type LoginValues } from '@marketdrop/validation';
import { FormTextField } from '../internal/FormTextField';
import { PasswordField } from '../internal/PasswordField';
import { linkProps, type LinkComponent } from '../link';
import { paths } from '@marketdrop/api-client';
import { auth } from '../i18n/en/auth';

export type SignInFormValues = LoginValues;

export type SignInFormProps = {
  /** Called with the valid e-mail and password; the button stays busy until the promise settles. */
  onSubmit: (values: SignInFormValues) => Promise<unknown> | void;
  /** Shows the submit button as busy (e.g. while the login call runs). */
  busy?: boolean;
  /** A failure message from the server ("Login failed", ...), shown on the password field. */
  serverError?: string | null;
  /** Initial values, e.g. the e-mail just verified. */
  defaultValues?: Partial<SignInFormValues>;
  /** Where "Forgot Password?" goes. Default `/forgot-password`. */
  forgotPasswordHref?: string;
  /** Renders the link; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
};

const FormRoot = styled('form', { name: 'MdSignInForm', slot: 'Root' })({ width: '100%' });

/** Sign In: e-mail and password (with show/hide) and a link to /forgot-password. */
export function SignInForm({
  onSubmit,
  busy = false,
  serverError,
  defaultValues,
  forgotPasswordHref = paths.forgotPassword,
  LinkComponent = 'a',
}: SignInFormProps) {
  const { t } = useTranslation('ui', { auth });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SignInFormValues>({
    resolver: keyedResolver(yupResolver(loginSchema)),
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  // The server's message shows after each attempt and hides once the password is edited.
  const [showServerError, setShowServerError] = useState(true);

  return (
    <FormRoot
      noValidate
      aria-label={t('auth.signIn.formLabel')}
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } finally {
          setShowServerError(true);
        }
      })}
    >
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="email"
          label={t('common.fields.email')}
          type="email"
          autoComplete="email"
        />
        <PasswordField
          control={control}
          name="password"
          label={t('common.fields.password')}
          autoComplete="current-password"
          externalError={showServerError ? serverError : null}
          onChange={() => setShowServerError(false)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link {...linkProps(LinkComponent, forgotPasswordHref)}>
            {t('auth.signIn.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={busy || isSubmitting}>
          {t('auth.signIn.submit')}
        </Button>
      </Stack>
    </FormRoot>
  );
}
