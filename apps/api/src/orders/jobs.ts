import type { Job } from '../plugins/jobs';
import type { Deps } from '../shared/deps';
import { cancelExpiredOrders, nextPaymentDeadline } from './cancel-expired-orders';
import type { SaleReturnDeps } from './cancel-unpaid-order';

/** The orders' background job (decision 022): cancelling unpaid orders past their deadline. */
export function orderJobs(deps: Pick<Deps, 'db' | 'clock'> & SaleReturnDeps): Job[] {
  return [
    {
      name: 'cancel-unpaid-orders',
      run: async (now) => {
        await cancelExpiredOrders(deps, { now });
        return nextPaymentDeadline(deps);
      },
    },
  ];
}
