import { useCallback, useState } from 'react';
import { fallbackMessages, messageOf } from '@marketdrop/api-client';
import { useApiClient } from '@marketdrop/api-client/react';
import { useTranslation } from '@marketdrop/ui';
import { toast } from '../toast';

/**
 * Logout after the confirm dialog (spec §4, §8): the logout call; on 200 the session is cleared
 * and the server's message, or "User logout successfully", is toasted; on failure the server's
 * message or "Something went wrong!". Without a session the guards then send the user on.
 *
 * A plain call rather than the `useLogout` mutation hook: the header offers Logout on every page,
 * and the query cache is not part of the landing page's first load (`../query`). Clearing the
 * session resets the cached account queries there.
 */
export function useLogoutAction() {
  const { t } = useTranslation('web');
  const client = useApiClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      const result = await client.logout();
      client.session.clear();
      toast.success(result.message.trim() || t('messages.success.logoutSuccess'));
      return true;
    } catch (error) {
      toast.error(messageOf(error, fallbackMessages.logout));
      return false;
    } finally {
      setPending(false);
    }
  }, [client, t]);
  return { logout, pending };
}
