import type { Job } from '../plugins/jobs';
import type { Deps } from '../shared/deps';
import { purgePasswordGuessBudgets } from './password-guess-budget';

/** How often the ended password-guess budgets are deleted. */
export const PASSWORD_BUDGET_PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The accounts' background job: deleting password-guess budgets whose window ended (decision 016
 * §5), once an hour per process (an idempotent delete: processes may overlap).
 */
export function accountJobs(deps: Pick<Deps, 'db' | 'config'>): Job[] {
  let nextAt = 0;
  return [
    {
      name: 'purge-password-guess-budgets',
      run: async (now) => {
        if (now.getTime() >= nextAt) {
          await purgePasswordGuessBudgets(deps, { now });
          nextAt = now.getTime() + PASSWORD_BUDGET_PURGE_INTERVAL_MS;
        }
        return new Date(nextAt);
      },
    },
  ];
}
