import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import {
  EMPTY_MY_BIDS_FILTERS,
  type AuctionType,
  type MyBidsFilters,
  type MyBidsSort,
} from '@marketdrop/api-client';
import { useTranslation } from '../i18n/useTranslation';
import { orders } from '../i18n/en/orders';
import { useAuctionTypeLabel } from '../internal/useAuctionTypeLabel';

export type MyBidsFilterDrawerProps = {
  open: boolean;
  /** The filters in force (the My Bids model of api-client); the drawer starts from them each time it opens. */
  value: MyBidsFilters;
  /** Apply: the new filters (the drawer closes). */
  onApply: (filters: MyBidsFilters) => void;
  /** Close, Escape or the backdrop: nothing changes. */
  onClose: () => void;
};

const TYPES: readonly AuctionType[] = ['auction', 'marketdropai', 'claimpoint'];

/**
 * My Bids' "Filter & Sort" drawer (docs/product.md §3.8): Type (Auction, MarketDropAI, ClaimPOINT)
 * and the sort, Bid Amount low to high or high to low, or Auction End Date. Choices are applied
 * together with Apply; Reset clears them.
 */
export function MyBidsFilterDrawer({ open, value, onApply, onClose }: MyBidsFilterDrawerProps) {
  const { t } = useTranslation('ui', { orders });
  const typeLabel = useAuctionTypeLabel();
  const titleId = useId();
  const typeId = useId();
  const sortId = useId();
  const [draft, setDraft] = useState<MyBidsFilters>(value);

  // Each opening starts from the filters in force.
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  const toggleType = (type: AuctionType, on: boolean) =>
    setDraft((current) => ({
      ...current,
      auctionType: on
        ? TYPES.filter((each) => each === type || current.auctionType.includes(each))
        : current.auctionType.filter((each) => each !== type),
    }));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 360 } },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('orders.filter.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('orders.filter.close')} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, py: 2, display: 'grid', gap: 3, flexGrow: 1, overflowY: 'auto' }}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography id={typeId} component="legend" sx={{ fontWeight: 700, mb: 1 }}>
            {t('orders.filter.type')}
          </Typography>
          <FormGroup aria-labelledby={typeId}>
            {TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={
                  <Checkbox
                    checked={draft.auctionType.includes(type)}
                    onChange={(event) => toggleType(type, event.target.checked)}
                  />
                }
                label={typeLabel(type)}
              />
            ))}
          </FormGroup>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography id={sortId} component="legend" sx={{ fontWeight: 700, mb: 1 }}>
            {t('orders.filter.sort')}
          </Typography>
          <RadioGroup
            aria-labelledby={sortId}
            value={draft.sortBy ?? ''}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                sortBy: (event.target.value || null) as MyBidsSort | null,
              }))
            }
          >
            <FormControlLabel
              value="bidLowToHigh"
              control={<Radio />}
              label={`${t('orders.filter.bidAmount')}: ${t('orders.filter.bidLowToHigh')}`}
            />
            <FormControlLabel
              value="bidHighToLow"
              control={<Radio />}
              label={`${t('orders.filter.bidAmount')}: ${t('orders.filter.bidHighToLow')}`}
            />
            <FormControlLabel
              value="endDate"
              control={<Radio />}
              label={t('orders.filter.endDate')}
            />
          </RadioGroup>
        </Box>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', gap: 1.5, px: 2.5, py: 2 }}>
        <Button variant="outlined" fullWidth onClick={() => setDraft(EMPTY_MY_BIDS_FILTERS)}>
          {t('orders.filter.reset')}
        </Button>
        <Button variant="contained" fullWidth onClick={() => onApply(draft)}>
          {t('orders.filter.apply')}
        </Button>
      </Box>
    </Drawer>
  );
}
