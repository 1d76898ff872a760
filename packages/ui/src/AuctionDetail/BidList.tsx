import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, styled } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { useFormatters, type MarketDropFormatters } from '../i18n/useFormatters';
import { useNowReader } from '../internal/clock';
import { catalogue } from '../i18n/en/catalogue';
import type { BidPoint } from './BidChart';

/** How many of the newest bids the list shows before "Show all bids". */
export const BID_LIST_LATEST = 10;

export type BidListProps = {
  /** The bids, oldest first (as the chart takes them); none shows nothing. */
  history?: readonly BidPoint[] | null;
  /** How many of the newest bids show before "Show all bids". Default `BID_LIST_LATEST`. */
  latest?: number;
};

const OwnRow = styled(TableRow, { name: 'MdBidList', slot: 'Row' })(({ theme }) => ({
  '&[data-yours="true"]': { backgroundColor: alpha(theme.palette.primary.main, 0.08) },
  '& td': { whiteSpace: 'nowrap' },
}));

const epochOf = (at: BidPoint['at']): number | null => {
  if (at === undefined) return null;
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(ms) ? ms : null;
};

/**
 * The time of each bid as the list writes it: the time of day when the bid is from today, else the
 * date and time; to the second when a neighbour would read the same (a bid and the automatic
 * answer to it, two bids in one minute), so no two rows side by side read alike unless they were
 * placed in the same second. `''` without a time.
 */
export function bidTimeLabels(
  times: readonly (number | null)[],
  f: Pick<MarketDropFormatters, 'date' | 'time' | 'dateTime'>,
  now: number,
): string[] {
  const today = f.date(now);
  const label = (ms: number, seconds: boolean) =>
    f.date(ms) === today ? f.time(ms, seconds) : f.dateTime(ms, seconds);
  const minutes = times.map((ms) => (ms === null ? '' : label(ms, false)));
  return times.map((ms, index) => {
    if (ms === null) return '';
    const own = minutes[index];
    const clash = minutes[index - 1] === own || minutes[index + 1] === own;
    return clash ? label(ms, true) : (own ?? '');
  });
}

/**
 * The bids as a list, newest first: the bidder's alias (the only name ever shown), the amount, the
 * time, "automatic" for the engine's bids for a maximum and "You" on the viewer's own. The newest
 * `latest` show until "Show all bids". It follows `history`: a bid that arrives live goes on top.
 */
export function BidList({ history, latest = BID_LIST_LATEST }: BidListProps) {
  const { t } = useTranslation('ui', { catalogue });
  const f = useFormatters();
  // The render's instant on the server and while hydrating: "today" is the same on both sides.
  const now = useNowReader()();
  const tableId = useId();
  const [showAll, setShowAll] = useState(false);
  const newest = useMemo(
    () => (history ?? []).filter((bid) => Number.isFinite(bid.amount)).reverse(),
    [history],
  );
  const times = bidTimeLabels(
    newest.map((bid) => epochOf(bid.at)),
    f,
    now,
  );
  if (newest.length === 0) return null;

  const hidden = newest.length > latest;
  const rows = hidden && !showAll ? newest.slice(0, latest) : newest;
  const notAvailable = t('catalogue.notAvailable');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          id={tableId}
          size="small"
          aria-label={t('catalogue.bidList.title')}
          data-testid="bid-list"
          data-rows={rows.length}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('catalogue.bidList.bidder')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('catalogue.bidList.amount')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('catalogue.bidList.time')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((bid, index) => {
              const at = epochOf(bid.at);
              return (
                <OwnRow
                  key={bid.id ?? `${newest.length - index}`}
                  data-yours={bid.isYours ? 'true' : undefined}
                  data-automatic={bid.automatic ? 'true' : undefined}
                >
                  <TableCell>
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                    >
                      <span>{bid.bidder?.trim() || notAvailable}</span>
                      {bid.isYours ? (
                        <Chip
                          size="small"
                          color="primary"
                          label={t('catalogue.bidList.you')}
                          sx={{ height: 20, fontWeight: 700 }}
                        />
                      ) : null}
                      {bid.automatic ? (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t('catalogue.bidList.automatic')}
                          title={t('catalogue.bidList.automaticHint')}
                          sx={{ height: 20 }}
                        />
                      ) : null}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {f.money(bid.amount)}
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>
                    {at === null ? null : (
                      <time dateTime={new Date(at).toISOString()}>{times[index]}</time>
                    )}
                  </TableCell>
                </OwnRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {hidden ? (
        <Button
          size="small"
          aria-expanded={showAll}
          aria-controls={tableId}
          onClick={() => setShowAll((all) => !all)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {showAll ? t('catalogue.bidList.showLatest') : t('catalogue.bidList.showAll')}
        </Button>
      ) : null}
    </Box>
  );
}

export default BidList;
