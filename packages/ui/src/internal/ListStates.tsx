import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** Placeholder cards while a list loads. */
export function CardSkeletons({
  count,
  height,
  label,
}: {
  count: number;
  height: number;
  label: string;
}) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

/** A list that failed to load: the message, and Try again when it can. */
export function ListError({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retry}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/** An empty list: what is missing, a hint, and a way on. */
export function ListEmpty({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint?: string | undefined;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 44 } }} aria-hidden="true">
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{title}</Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}

/** Load More under a list, busy while the next page loads. */
export function LoadMore({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button variant="outlined" onClick={onClick} loading={loading}>
        {label}
      </Button>
    </Box>
  );
}
