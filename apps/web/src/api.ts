import { createApiClient } from '@marketdrop/api-client';
import { createQueryClient } from '@marketdrop/api-client/react';
import { API_BASE_URL } from './config';

/**
 * The app's one API client and query cache. `App` hands them to `ApiProvider` for the hooks; the
 * route loaders (`routing/prefetch.ts`) use the same ones to start a page's calls early.
 */
export const apiClient = createApiClient({ baseUrl: API_BASE_URL });
export const queryClient = createQueryClient();
