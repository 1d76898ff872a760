import { useCallback } from 'react';
import { fallbackMessages, messageOf } from '@marketdrop/api-client';
import { useLogout } from '@marketdrop/api-client/react';
import { useTranslation } from '@marketdrop/ui';
import { toast } from '../toast';

/**
 * Logout after the confirm dialog (spec §4, §8): the logout call; on 200 the session is cleared (by
 * the hook) and the server's message, or "User logout successfully", is toasted; on failure the
 * server's message or "Something went wrong!". Without a session the guards then send the user on.
 */
export function useLogoutAction() {
  const { t } = useTranslation('web');
  const logout = useLogout();
  const { mutateAsync } = logout;
  const run = useCallback(async () => {
    try {
      const result = await mutateAsync();
      toast.success(result.message.trim() || t('messages.success.logoutSuccess'));
      return true;
    } catch (error) {
      toast.error(messageOf(error, fallbackMessages.logout));
      return false;
    }
  }, [mutateAsync, t]);
  return { logout: run, pending: logout.isPending };
}
