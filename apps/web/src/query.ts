import { createQueryClient, resetQueriesOnSessionChange } from '@marketdrop/api-client/react';
import { apiClient } from './api';

/**
 * The app's query cache (TanStack Query). It is loaded with the pages that call the API (through
 * `layouts/QueryLayout` and the route loaders), not with the landing page: the landing page's first
 * load stays within its budget (decision 008). A sign-in or sign-out resets the signed-in user's
 * queries and the catalogue, whether or not a page using them is on screen.
 */
export const queryClient = createQueryClient();
resetQueriesOnSessionChange(apiClient, queryClient);
