import { choiceParam } from '@marketdrop/api-client';

/** The admin console's sections, in the order of its tabs (docs/product.md §6.3). */
export const ADMIN_SECTIONS = ['verification', 'listings', 'users', 'support'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/**
 * The admin console's address (`/admin?section=users`): the section it shows, the verification
 * queue when the parameter is absent or unknown.
 */
export const adminSectionParam = choiceParam('section', ADMIN_SECTIONS, 'verification');
