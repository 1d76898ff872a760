import type { Job } from '../plugins/jobs';
import type { Deps } from '../shared/deps';
import { expireRewardPoints } from './promotions-rewards';

/** How often the reward points past their lifetime are expired. */
export const REWARD_EXPIRY_INTERVAL_MS = 60 * 60_000;

/**
 * The promotions' background job: expiring reward points past their lifetime (docs/product.md
 * §14.5), once an hour per process (processes may overlap: each buyer's expiry holds their
 * balance's row).
 */
export function promotionJobs(deps: Pick<Deps, 'db'>): Job[] {
  let nextAt = 0;
  return [
    {
      name: 'expire-reward-points',
      run: async (now) => {
        if (now.getTime() >= nextAt) {
          await expireRewardPoints(deps, { now });
          nextAt = now.getTime() + REWARD_EXPIRY_INTERVAL_MS;
        }
        return new Date(nextAt);
      },
    },
  ];
}
