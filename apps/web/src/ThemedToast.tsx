import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import { SnackbarContent, closeSnackbar, type CustomContentProps } from 'notistack';

/**
 * A notistack toast drawn as an MUI filled `Alert`, so toasts take the theme's colours (which meet
 * WCAG AA with white text) and announce themselves to screen readers (`role="alert"`). The message
 * comes already in the language shown (the callers pick it by key).
 */
export const ThemedToast = forwardRef<HTMLDivElement, CustomContentProps>(function ThemedToast(
  { id, message, variant, style, className },
  ref,
) {
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        variant="filled"
        severity={variant === 'default' ? 'info' : variant}
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%', minWidth: 288, maxWidth: 420, boxShadow: 3 }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
