import type { FastifyInstance } from 'fastify';
import authRoutes from './auth-routes';
import type { AccountDeletionStep } from './delete-user';
import fileRoutes from './file-routes';
import profileRoutes from './profile-routes';
import type { SignInHooks } from './sign-in-hooks';

export type AccountRoutesOptions = {
  /** What the other domains do before an account is deleted, in its transaction (app.ts). */
  beforeDeletion: AccountDeletionStep;
  /** What the other domains do when someone signs in (app.ts): the basket's guest merge. */
  signInHooks?: SignInHooks;
};

/** Authentication and account (docs/product.md §10.1 Calls), mounted under `/user`. */
export default async function accountRoutes(app: FastifyInstance, opts: AccountRoutesOptions) {
  await app.register(authRoutes, { signInHooks: opts.signInHooks });
  await app.register(profileRoutes, { beforeDeletion: opts.beforeDeletion });
  await app.register(fileRoutes);
}
