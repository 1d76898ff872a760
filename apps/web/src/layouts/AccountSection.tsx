import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type AccountSectionProps = {
  /** The page heading (h1). */
  title: string;
  /** Beside the heading, e.g. the Edit Profile button. */
  action?: ReactNode;
  children: ReactNode;
};

/** The panel an account page fills, beside the account sidebar. */
export function AccountSection({ title, action, children }: AccountSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Box sx={{ mb: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {action ? <Box sx={{ ml: 'auto' }}>{action}</Box> : null}
      </Box>
      {children}
    </Paper>
  );
}
