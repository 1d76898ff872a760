import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver } from '../i18n/keyedResolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { resetPasswordSchema, type ResetPasswordValues } from '@marketdrop/validation';
import { PasswordField } from '../internal/PasswordField';
import { succeeded, type SubmitResult } from '../internal/submit';
import { auth } from '../i18n/en/auth';

export type ResetPasswordFormValues = ResetPasswordValues;

export type ResetPasswordFormProps = {
  /**
   * Called with the new password and its confirmation. The form clears itself when this resolves;
   * resolve to `false` (or throw) to keep what was typed.
   */
  onSubmit: (values: ResetPasswordFormValues) => SubmitResult;
  /** Shows the submit button as busy. */
  busy?: boolean;
};

const EMPTY: ResetPasswordFormValues = { newPassword: '', confirmPassword: '' };

const FormRoot = styled('form', { name: 'MdResetPasswordForm', slot: 'Root' })({ width: '100%' });

/** Reset Password: a new password and its confirmation, each with a show/hide toggle. */
export function ResetPasswordForm({ onSubmit, busy = false }: ResetPasswordFormProps) {
  const { t } = useTranslation('ui', { auth });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: keyedResolver(yupResolver(resetPasswordSchema)),
    defaultValues: EMPTY,
  });

  return (
    <FormRoot
      noValidate
      aria-label={t('auth.resetPassword.formLabel')}
      onSubmit={handleSubmit(async (values) => {
        if (await succeeded(onSubmit(values))) reset(EMPTY);
      })}
    >
      <Stack spacing={2.5}>
        <PasswordField
          control={control}
          name="newPassword"
          label={t('common.fields.newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('common.fields.confirmPassword')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={busy || isSubmitting}>
          {t('auth.resetPassword.submit')}
        </Button>
      </Stack>
    </FormRoot>
  );
}
