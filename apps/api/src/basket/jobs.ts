import type { Job } from '../plugins/jobs';
import type { Deps } from '../shared/deps';
import { deleteIdleGuestCarts } from './guest-cart';

/** How often the guest baskets idle 30 days are deleted. */
export const GUEST_CART_PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The basket's background job: deleting guest baskets idle 30 days (their token no longer works
 * anyway), once an hour per process (an idempotent delete: processes may overlap).
 */
export function basketJobs(deps: Pick<Deps, 'db'>): Job[] {
  let nextAt = 0;
  return [
    {
      name: 'delete-idle-guest-carts',
      run: async (now) => {
        if (now.getTime() >= nextAt) {
          await deleteIdleGuestCarts(deps, { now });
          nextAt = now.getTime() + GUEST_CART_PURGE_INTERVAL_MS;
        }
        return new Date(nextAt);
      },
    },
  ];
}
