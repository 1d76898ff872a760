import { MessageOnly } from '@marketdrop/api-client/schemas';
import type { FastifyInstance } from 'fastify';

/** A trivial JSON route: liveness for monitors, and the baseline of the benchmarks. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The server is up (touches nothing else)',
        response: { 200: MessageOnly },
      },
    },
    async () => ({ message: 'OK' }),
  );
}
