import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from '../i18n/useTranslation';
import { basket as basketTexts } from '../i18n/en/basket';

export type QuantityStepperProps = {
  /** The product's name, in the buttons' and the group's labels. */
  name: string;
  quantity: number;
  /** The line's limit: the + button is disabled at it. */
  max: number;
  /** A write in flight: both buttons disabled. */
  busy?: boolean;
  /** Called with the new quantity (one less or one more). */
  onChange: (quantity: number) => void;
  /** Shown after the + button (e.g. the unit price). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
};

/** A basket line's quantity with − and + buttons (the basket and the basket's checkout). */
export function QuantityStepper({
  name,
  quantity,
  max,
  busy = false,
  onChange,
  children,
  sx,
}: QuantityStepperProps) {
  const { t } = useTranslation('ui', { basket: basketTexts });
  return (
    <Box
      role="group"
      aria-label={`${t('basket.quantity')}: ${name}`}
      sx={[{ display: 'flex', alignItems: 'center', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <IconButton
        size="small"
        aria-label={t('basket.decrease', { name })}
        disabled={busy || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography aria-label={t('basket.quantity')} component="output">
        {quantity}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('basket.increase', { name })}
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
      {children}
    </Box>
  );
}
