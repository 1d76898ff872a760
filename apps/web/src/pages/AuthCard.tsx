import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type AuthCardProps = {
  /** The page heading (h1). */
  title: string;
  /** One line under the heading. */
  subtitle?: ReactNode;
  /** Wider card for long forms (sign-up). */
  wide?: boolean;
  children: ReactNode;
  /** Under the form: links to the other auth pages. */
  footer?: ReactNode;
};

/** The frame of the sign-in, sign-up and recovery pages. */
export function AuthCard({ title, subtitle, wide = false, children, footer }: AuthCardProps) {
  return (
    <Container maxWidth={wide ? 'md' : 'sm'} sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Box sx={{ mb: 3 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
        </Box>
        {children}
        {footer ? <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box> : null}
      </Paper>
    </Container>
  );
}
