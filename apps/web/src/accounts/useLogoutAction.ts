import { useCallback, useState } from 'react';
import { useApiClient } from '@marketdrop/api-client/react';
import { useTranslation } from '@marketdrop/ui';
import { useErrorText } from '../i18n/useErrorText';
import { toast } from '../toast';
import { messages } from '../i18n/en/messages';

/**
 * Logout after the confirm dialog (docs/product.md §8.1 Session): the logout call; on 200 the session is cleared
 * and "User logout successfully" is toasted; on failure the error's text (`useErrorText`) or
 * "Something went wrong!". Without a session the guards then send the user on.
 *
 * A plain call rather than the `useLogout` mutation hook: the header offers Logout on every page,
 * and the query cache is not part of the landing page's first load (`../query`). Clearing the
 * session resets the cached account queries there.
 */
export function useLogoutAction() {
  const { t } = useTranslation('web', { messages });
  const errorText = useErrorText();
  const client = useApiClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await client.logout();
      client.session.clear();
      toast.success(t('messages.success.logoutSuccess'));
      return true;
    } catch (error) {
      toast.error(errorText(error, t('fallback.logout')));
      return false;
    } finally {
      setPending(false);
    }
  }, [client, t, errorText]);
  return { logout, pending };
}
