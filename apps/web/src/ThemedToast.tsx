import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import { SnackbarContent, closeSnackbar, type CustomContentProps } from 'notistack';
import { useMessageText } from './i18n/useMessageText';

/**
 * A notistack toast drawn as an MUI filled `Alert`, so toasts take the theme's colours (which meet
 * WCAG AA with white text) and announce themselves to screen readers (`role="alert"`). A fixed
 * message (sent in English by the app or the server) shows in the language chosen.
 */
export const ThemedToast = forwardRef<HTMLDivElement, CustomContentProps>(function ThemedToast(
  { id, message, variant, style, className },
  ref,
) {
  const text = useMessageText();
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        variant="filled"
        severity={variant === 'default' ? 'info' : variant}
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%', minWidth: 288, maxWidth: 420, boxShadow: 3 }}
      >
        {typeof message === 'string' ? text(message) : message}
      </Alert>
    </SnackbarContent>
  );
});
