import { ErrorBodySchema, MessageOnly } from '@marketdrop/api-client/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors';
import { PUBLIC_SECURITY } from '../shared/openapi';

/** The longest readiness waits for the database before it answers 503. */
export const READINESS_DB_TIMEOUT_MS = 2_000;

export const DRAINING_MESSAGE = 'The server is shutting down.';
export const DATABASE_DOWN_MESSAGE = 'The database does not answer.';

/** 503 for a balancer: nothing new should come here now (one warning line, no stack). */
const notReady = (message: string) =>
  new AppError(503, 'SERVICE_UNAVAILABLE', message, {
    headers: { 'retry-after': '5' },
    logLevel: 'warn',
  });

/** Resolves once the database answers, rejects past `timeoutMs`. */
async function databaseAnswers(app: FastifyInstance, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      app.db.execute(sql`SELECT 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('Readiness: database timeout')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/health`: the process answers; a trivial JSON route, the benches' baseline) and
 * readiness (`/ready`: this process should get traffic: not draining, and its database answers).
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'health',
        tags: ['health'],
        summary: 'The server is up (touches nothing else)',
        security: PUBLIC_SECURITY,
        response: {
          200: MessageOnly,
          // Under load shedding every request is answered 503 (decision 021).
          '5xx': ErrorBodySchema,
        },
      },
    },
    async () => ({ message: 'OK' }),
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'ready',
        tags: ['health'],
        summary: 'The server takes traffic: not shutting down, and its database answers',
        description:
          "For load balancers' health checks (decision 043): 200 `Ready`; 503 `SERVICE_UNAVAILABLE` as soon as the process received SIGTERM (it drains), or when the database does not answer within 2 seconds.",
        security: PUBLIC_SECURITY,
        response: { 200: MessageOnly, '5xx': ErrorBodySchema },
      },
    },
    async () => {
      if (app.drain.draining) throw notReady(DRAINING_MESSAGE);
      try {
        await databaseAnswers(app, READINESS_DB_TIMEOUT_MS);
      } catch (error) {
        app.log.warn({ err: error }, 'Readiness: the database does not answer');
        throw notReady(DATABASE_DOWN_MESSAGE);
      }
      // Checked again: the drain may have begun while the database answered.
      if (app.drain.draining) throw notReady(DRAINING_MESSAGE);
      return { message: 'Ready' };
    },
  );
}
