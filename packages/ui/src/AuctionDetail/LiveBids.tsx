import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { BidChart, type BidPoint } from './BidChart';

// The list (and its table) loads when there are bids to list, not with the page: the bid history
// is asked by the browser, after the page has loaded.
const BidList = lazy(() => import('./BidList'));

/**
 * The Live Bidding section's content: the chart and, beside it on wide screens (below it on
 * narrow ones), the list of bids (`BidList`).
 */
export function LiveBids({ history }: { history?: readonly BidPoint[] | null }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <BidChart history={history} />
      {history && history.length > 0 ? (
        <Suspense fallback={null}>
          <BidList history={history} />
        </Suspense>
      ) : null}
    </Box>
  );
}
