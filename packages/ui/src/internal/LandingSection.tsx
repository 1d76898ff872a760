import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export type LandingSectionProps = {
  /** The section's heading (an `h2`). */
  title: string;
  /** Background of the band (default the page background). */
  tone?: 'default' | 'paper';
  children: ReactNode;
  /** The section's name for styling hooks, e.g. `how-it-works`. */
  name: string;
};

/** A band of the landing page: a centred `h2` and its content, labelled by the heading. */
export function LandingSection({ title, tone = 'default', children, name }: LandingSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-section={name}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tone === 'paper' ? 'background.paper' : 'transparent' }}
    >
      <Container maxWidth="lg">
        <Typography
          id={headingId}
          variant="h3"
          component="h2"
          sx={{
            textAlign: 'center',
            mb: { xs: 4, md: 6 },
            fontSize: { xs: '1.8rem', md: '2.4rem' },
          }}
        >
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

/** A titled text card of a landing section, with an optional icon or number badge. */
export function LandingCard({
  badge,
  title,
  body,
  component = 'div',
}: {
  badge: ReactNode;
  title: string;
  body: string;
  component?: 'div' | 'li';
}) {
  return (
    <Box
      component={component}
      sx={{
        listStyle: 'none',
        p: 3,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        height: '100%',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'primary.light',
          color: 'primary.main',
          fontWeight: 800,
          fontSize: '1.25rem',
          mb: 2,
        }}
      >
        {badge}
      </Box>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
    </Box>
  );
}
