/**
 * Type tests of the compile-time mounting check (checked by `tsc` in `typecheck`): a server whose
 * routes leave out one declared call does not compile, and neither does a route for a call that is
 * not declared.
 */
import type { CallName } from '@marketdrop/api-client';
import type { FastifyInstance } from 'fastify';
import { describe, expectTypeOf, it } from 'vitest';
import type { CallRoutes } from './shared/mount-call';
import type { EveryCallMounted, MountedCallName } from './mounted-calls';

declare const app: FastifyInstance;
const docs = { tags: ['t'], summary: 's' };

describe('mounted calls', () => {
  it('the server mounts exactly the declared calls', () => {
    expectTypeOf<MountedCallName>().toEqualTypeOf<CallName>();
  });

  it('rejects routes that leave out a declared call, and names it', () => {
    // @ts-expect-error login has no route
    const withoutLogin: EveryCallMounted<Exclude<CallName, 'login'>> = true;
    expectTypeOf<EveryCallMounted<Exclude<CallName, 'login'>>>().toEqualTypeOf<{
      notMounted: 'login';
    }>();
    const every: EveryCallMounted<CallName> = true;
    void [withoutLogin, every, app];
  });

  it('rejects a route for a call that is not declared', () => {
    const routes = {
      logout: { docs, handler: async () => ({ message: 'bye', data: undefined }) },
      // @ts-expect-error notDeclared is not a declared call
      notDeclared: { docs, handler: async () => ({ message: 'no', data: undefined }) },
    } satisfies CallRoutes;
    void routes;
  });
});
