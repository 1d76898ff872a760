import { Type } from '@marketdrop/api-client/schemas';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import { AppError } from '../../shared/errors';
import { mountCalls, type CallRoutes } from '../../shared/mount-call';
import { PUBLIC_SECURITY } from '../../shared/openapi';
import { errorResponses } from '../../shared/route-schemas';
import type { SocialLoginDeps } from './deps';
import { SocialLoginError } from './errors';
import { exchangeSocialTicket } from './exchange-social-ticket';
import { finishSocialLogin } from './finish-social-login';
import { configuredProviders, createDiscovery, isSocialProvider } from './providers';
import { startSocialLogin } from './start-social-login';
import { NO_SIGN_IN_HOOKS, type SignInHooks } from '../sign-in-hooks';

/** The web page that finishes a social sign-in (apps/web). */
export const SOCIAL_LOGIN_PAGE = '/social-login';

const tags = ['account'];

/** The text fields of a query or form body; repeated or nested values are left out. */
function textFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return fields;
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && field.length <= 4096) fields[key] = field;
  }
  return fields;
}

/** The client calls of social sign-in: the providers to show, the start and the ticket exchange. */
export function socialLoginCalls(
  app: FastifyInstance,
  {
    deps,
    limited,
    hooks = NO_SIGN_IN_HOOKS,
  }: { deps: () => SocialLoginDeps; limited: preValidationHookHandler; hooks?: SignInHooks },
) {
  return {
    socialLoginProviders: {
      docs: {
        tags,
        summary: 'The social sign-in providers configured on this server',
        description: 'Only these get a "Continue with ..." button.',
      },
      handler: async () => ({
        message: 'Social sign-in providers',
        data: { providers: configuredProviders(app.config.oidc) },
      }),
    },
    socialLogin: {
      docs: {
        tags,
        summary: 'Start a sign-in with Google or Apple (OpenID Connect)',
        description:
          'Answers the provider URL to open and a browser key to keep in the tab. The provider comes back to `/user/socialLogin/callback/{provider}`, which sends the browser to `/social-login#ticket=...`; `completeSocialLogin` trades the ticket. A provider that is not configured: 404 `PROVIDER_NOT_CONFIGURED`.',
      },
      preValidation: [limited],
      handler: async (request) => {
        const data = await startSocialLogin(deps(), { provider: request.body.provider });
        const { guestToken } = request.body;
        if (guestToken)
          await hooks.socialSignInStarted({ guestToken, browserKey: data.browserKey });
        return { message: 'Continue with the provider', data };
      },
    },
    completeSocialLogin: {
      docs: {
        tags,
        summary: 'Finish a social sign-in: trade the ticket for a session',
        description:
          'The ticket of `/social-login#ticket=...` and the browser key of `socialLogin`. The ticket is single use and valid 2 minutes; anything wrong: 400 `SOCIAL_TICKET_INVALID`.',
      },
      preValidation: [limited],
      handler: async (request) => {
        const { ticket, browserKey, deviceType, guestToken } = request.body;
        const data = await exchangeSocialTicket(deps(), { ticket, browserKey, deviceType });
        const guest = guestToken ? { guestToken } : { browserKey };
        const merge = await hooks.afterSignIn({ user: data.user, guest });
        return { message: 'Login successful!', data: { ...data, ...merge } };
      },
    },
  } satisfies CallRoutes;
}

/**
 * Social sign-in (docs/product.md §10.1 Calls socialLogin; decision 014): the providers to show, the start, the
 * provider's return (a browser navigation, not a client call) and the ticket exchange.
 */
export default async function socialLoginRoutes(
  app: FastifyInstance,
  opts: { signInHooks?: SignInHooks },
) {
  const discovery = createDiscovery();
  const deps = (): SocialLoginDeps => ({
    db: app.db,
    clock: app.clock,
    config: app.config,
    passwords: app.passwords,
    discovery,
  });
  // The start, the provider's return and the completion share one per-IP limit.
  const limited = app.rateLimitFor('socialLogin');
  mountCalls(app, socialLoginCalls(app, { deps, limited, hooks: opts.signInHooks }));

  const callback = async (request: FastifyRequest, reply: FastifyReply) => {
    const { provider } = request.params as { provider?: unknown };
    if (!isSocialProvider(provider)) {
      throw new AppError(404, 'NOT_FOUND', 'Unknown sign-in provider');
    }
    const page = `${app.config.publicUrl}${SOCIAL_LOGIN_PAGE}`;
    const params = { ...textFields(request.query), ...textFields(request.body) };
    // Nothing of the answer is cached or sent on as a Referer.
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      const { ticket, isNewAccount } = await finishSocialLogin(deps(), { provider, params });
      const fragment = new URLSearchParams({ ticket, provider });
      if (isNewAccount) fragment.set('new', '1');
      return await reply.redirect(`${page}#${fragment}`, 303);
    } catch (error) {
      if (!(error instanceof SocialLoginError)) throw error;
      request.log.info(
        { provider, code: error.code, reason: error.reason },
        'social sign-in refused',
      );
      return await reply.redirect(
        `${page}#${new URLSearchParams({ error: error.code, provider })}`,
        303,
      );
    }
  };
  const callbackSchema = {
    tags,
    summary: 'Where the provider sends the browser back (not a client call)',
    description: `Checks state, PKCE and the ID token (nonce), then redirects (303) to \`${SOCIAL_LOGIN_PAGE}#ticket=...\`, or \`#error=CODE\` when refused.`,
    params: Type.Object({ provider: Type.String() }),
    security: PUBLIC_SECURITY,
    response: {
      303: { description: `To \`${SOCIAL_LOGIN_PAGE}#ticket=...\` or \`#error=CODE\`` },
      ...errorResponses,
    },
  };
  // Only the provider's return may post a form (Apple answers with `response_mode=form_post`): the
  // form parser lives in this child context, so every client call stays JSON-only.
  await app.register(async (callbacks) => {
    callbacks.get(
      '/socialLogin/callback/:provider',
      {
        schema: { ...callbackSchema, operationId: 'socialLoginCallback' },
        preValidation: [limited],
      },
      callback,
    );
    callbacks.post(
      '/socialLogin/callback/:provider',
      {
        schema: { ...callbackSchema, operationId: 'socialLoginCallbackForm' },
        preValidation: [limited],
      },
      callback,
    );
    callbacks.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  });
}
