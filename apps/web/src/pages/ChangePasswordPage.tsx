import { useChangePassword } from '@marketdrop/api-client/react';
import { ChangePasswordForm, useTranslation, type ChangePasswordFormValues } from '@marketdrop/ui';
import { useErrorText } from '../i18n/useErrorText';
import { AccountSection } from '../layouts/AccountLayout';
import { toast } from '../toast';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/**
 * Change Password (docs/product.md §10.4): on 200 "Password changed successfully" and the form resets; on
 * failure the error's text (`useErrorText`), else "Failed to change password".
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  const change = useChangePassword();

  const onSubmit = async (values: ChangePasswordFormValues) => {
    try {
      await change.mutateAsync(values);
      toast.success(t('messages.success.passwordChanged'));
      return true;
    } catch (error) {
      toast.error(errorText(error, t('fallback.changePassword')));
      return false;
    }
  };

  return (
    <AccountSection title={t('pages.account.changePassword')}>
      <ChangePasswordForm onSubmit={onSubmit} busy={change.isPending} />
    </AccountSection>
  );
}
