import { choiceParam } from '@marketdrop/api-client';
import { DEALER_LISTING_STATES } from '@marketdrop/ui';

/**
 * The dealer dashboard's address (`/dealer?state=draft`): which of the dealer's listings it shows,
 * Live when the parameter is absent or unknown (a stale link still opens the dashboard).
 */
export const dealerStateParam = choiceParam('state', DEALER_LISTING_STATES, 'live');
