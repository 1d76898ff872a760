import { choiceParam } from '@marketdrop/api-client';
import { ORDER_HISTORY_TABS } from '@marketdrop/validation';

/**
 * The tab of My Orders and of the dealer's Sales (`?tab=completed`): Active when the parameter is
 * absent or unknown.
 */
export const orderTabParam = choiceParam('tab', ORDER_HISTORY_TABS, 'active');
