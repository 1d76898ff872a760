import type { Theme } from '@mui/material/styles';

/**
 * The styles of a list of amounts (`<dl>`: labels left, amounts right in tabular figures, a
 * `.total` row above a rule): PriceBreakdown's and BasketView's totals.
 */
export function amountListStyles(theme: Theme) {
  return {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: theme.spacing(0.5, 2),
    fontVariantNumeric: 'tabular-nums',
    '& dt': { color: theme.palette.text.secondary },
    '& dd': { margin: 0, textAlign: 'right' },
    '& .total': {
      paddingTop: theme.spacing(0.75),
      borderTop: `1px solid ${theme.palette.divider}`,
      fontWeight: 800,
      color: theme.palette.text.primary,
    },
  } as const;
}
