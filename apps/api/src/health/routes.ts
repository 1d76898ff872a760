import { ErrorBodySchema, MessageOnly } from '@marketdrop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_SECURITY } from '../shared/openapi';

/** A trivial JSON route: liveness for monitors, and the baseline of the benchmarks. */
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
}
