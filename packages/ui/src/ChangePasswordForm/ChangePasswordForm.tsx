import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver } from '../i18n/keyedResolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { changePasswordSchema, type ChangePasswordValues } from '@marketdrop/validation';
import { PasswordField } from '../internal/PasswordField';
import { succeeded, type SubmitResult } from '../internal/submit';
import { account } from '../i18n/en/account';

export type ChangePasswordFormValues = ChangePasswordValues;

export type ChangePasswordFormProps = {
  /**
   * Called with the current and new passwords. The form resets when this resolves ("Password
   * changed successfully"); resolve to `false` (or throw) to keep what was typed.
   */
  onSubmit: (values: ChangePasswordFormValues) => SubmitResult;
  /** Shows the submit button as busy. */
  busy?: boolean;
};

const EMPTY: ChangePasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

const FormRoot = styled('form', { name: 'MdChangePasswordForm', slot: 'Root' })({ width: '100%' });

/** Change Password: current, new and confirmation, each with its own show/hide toggle. */
export function ChangePasswordForm({ onSubmit, busy = false }: ChangePasswordFormProps) {
  const { t } = useTranslation('ui', { account });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: keyedResolver(yupResolver(changePasswordSchema)),
    defaultValues: EMPTY,
  });

  return (
    <FormRoot
      noValidate
      aria-label={t('account.changePassword.formLabel')}
      onSubmit={handleSubmit(async (values) => {
        if (await succeeded(onSubmit(values))) reset(EMPTY);
      })}
    >
      <Stack spacing={2.5}>
        <PasswordField
          control={control}
          name="oldPassword"
          label={t('common.fields.currentPassword')}
          autoComplete="current-password"
        />
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
          {t('account.changePassword.submit')}
        </Button>
      </Stack>
    </FormRoot>
  );
}
