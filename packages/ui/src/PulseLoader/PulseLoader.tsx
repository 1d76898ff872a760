import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';

export type PulseLoaderProps = {
  /** The text under the pulse (default "Loading..." in the language shown). */
  label?: string;
  /** Cover the whole viewport (the route loader) instead of filling the parent. Default true. */
  fullScreen?: boolean;
};

const pulse = keyframes`
  0% { transform: scale(0.6); opacity: 1; }
  100% { transform: scale(1.6); opacity: 0; }
`;

const LoaderRoot = styled(Box, {
  name: 'MdPulseLoader',
  slot: 'Root',
  shouldForwardProp: (prop) => prop !== 'fullScreen',
})<{ fullScreen: boolean }>(({ theme, fullScreen }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(3),
  minHeight: fullScreen ? '100vh' : 240,
  width: '100%',
  backgroundColor: theme.palette.background.default,
}));

const Pulse = styled('span', { name: 'MdPulseLoader', slot: 'Pulse' })(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: 56,
  height: 56,
  '&::before, &::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    backgroundColor: theme.palette.primary.main,
    animation: `${pulse} 1.4s ease-out infinite`,
  },
  '&::after': { animationDelay: '0.7s' },
  '@media (prefers-reduced-motion: reduce)': {
    '&::before, &::after': { animation: 'none', opacity: 0.6 },
  },
}));

/** The loading screen: a pulsing dot with the text "Loading...". */
export function PulseLoader({ label, fullScreen = true }: PulseLoaderProps) {
  const { t } = useTranslation('ui');
  return (
    <LoaderRoot role="status" aria-live="polite" fullScreen={fullScreen}>
      <Pulse aria-hidden="true" />
      <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label ?? t('loader.loading')}
      </Typography>
    </LoaderRoot>
  );
}
