/**
 * Every call's declaration, in a chunk of its own: loaded by the API client (`./api.ts`) with the
 * first call the entry script does not declare.
 */
export { calls } from '@marketdrop/api-client';
