import { LogoutConfirmDialog } from '@marketdrop/ui';
import { useLogoutAction } from './useLogoutAction';

export type LogoutConfirmProps = {
  open: boolean;
  /** Cancel, or a logout that went through. */
  onClose: () => void;
};

/**
 * The header's logout: the confirm dialog and the logout call behind it (`useLogoutAction`). Its
 * own module, loaded on first use (`React.lazy` in SiteLayout): no page needs the dialog's code,
 * nor the failure texts of the call (`useErrorText`), to show.
 */
export default function LogoutConfirm({ open, onClose }: LogoutConfirmProps) {
  const { logout, pending } = useLogoutAction();
  return (
    <LogoutConfirmDialog
      open={open}
      busy={pending}
      onCancel={onClose}
      onConfirm={async () => {
        if (await logout()) onClose();
      }}
    />
  );
}
