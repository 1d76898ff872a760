import { useEffect } from 'react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_POSITION } from '@marketdrop/validation';
import { ThemedToast } from './ThemedToast';
import { attachToaster } from './toast';

/** `TOAST_POSITION` ('top-right') as notistack's anchor. */
const [vertical, horizontal] = TOAST_POSITION.split('-') as ['top', 'right'];

const TOAST_COMPONENTS = {
  default: ThemedToast,
  success: ThemedToast,
  error: ThemedToast,
  info: ThemedToast,
  warning: ThemedToast,
};

/** Shows the toasts of `toast.ts`: top-right, 2000 ms, at most 6 on screen (loaded lazily). */
export default function Toaster() {
  // The provider sets notistack's global enqueueSnackbar when it mounts, before this effect runs.
  useEffect(() => attachToaster((message, variant) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical, horizontal }}
      Components={TOAST_COMPONENTS}
    />
  );
}
