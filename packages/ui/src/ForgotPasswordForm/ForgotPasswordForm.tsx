import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver } from '../i18n/keyedResolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@marketdrop/validation';
import { FormTextField } from '../internal/FormTextField';
import { succeeded, type SubmitResult } from '../internal/submit';
import { auth } from '../i18n/en/auth';

export type ForgotPasswordFormValues = ForgotPasswordValues;

export type ForgotPasswordFormProps = {
  /**
   * Called with the e-mail. The form clears itself when this resolves; resolve to `false` (or
   * throw) to keep what was typed.
   */
  onSubmit: (values: ForgotPasswordFormValues) => SubmitResult;
  /** Shows the submit button as busy. */
  busy?: boolean;
  defaultValues?: Partial<ForgotPasswordFormValues>;
};

const FormRoot = styled('form', { name: 'MdForgotPasswordForm', slot: 'Root' })({ width: '100%' });

/** Forgot Password: the account's e-mail, to receive a one-time code. */
export function ForgotPasswordForm({
  onSubmit,
  busy = false,
  defaultValues,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation('ui', { auth });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordFormValues>({
    resolver: keyedResolver(yupResolver(forgotPasswordSchema)),
    defaultValues: { email: '', ...defaultValues },
  });

  return (
    <FormRoot
      noValidate
      aria-label={t('auth.forgotPassword.formLabel')}
      onSubmit={handleSubmit(async (values) => {
        if (await succeeded(onSubmit(values))) reset({ email: '' });
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
        <Button type="submit" variant="contained" size="large" loading={busy || isSubmitting}>
          {t('auth.forgotPassword.submit')}
        </Button>
      </Stack>
    </FormRoot>
  );
}
