import type { Job } from '../plugins/jobs';
import type { Deps } from '../shared/deps';
import { applyPriceDrops } from './apply-price-drops';
import { closeDueAuctions, nextClosingAt } from './close-due-auctions';

/**
 * The live auctions' background jobs (decision 018), run by the job runner (plugins/jobs.ts) on
 * the server clock: MarketDropAI drops at their drop time, then the closing of due sales.
 */
export function auctionJobs(deps: Pick<Deps, 'db' | 'clock'>): Job[] {
  return [
    { name: 'marketdropai-drops', run: (now) => applyPriceDrops(deps, { now }) },
    {
      name: 'close-due-auctions',
      run: async (now) => {
        await closeDueAuctions(deps, { now });
        return nextClosingAt(deps);
      },
    },
  ];
}
