import { FileIdParams } from '@marketdrop/api-client/schemas';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from './tables';
import { AppError } from '../shared/errors';
import { authOf } from '../plugins/auth';
import { bearer, errorResponses } from '../shared/route-schemas';
import { binaryFile } from '../shared/openapi';
import { isUuid } from '@marketdrop/validation';

const notFound = () => new AppError(404, 'NOT_FOUND', 'File not found');

/** Uploaded licence files, served to their owner only. */
export default async function fileRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/files/:id',
    {
      schema: {
        operationId: 'getFile',
        tags: ['account'],
        summary: 'An uploaded licence file (its owner only)',
        security: bearer,
        params: FileIdParams,
        response: { 200: binaryFile('The file, with its own content type'), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const [file] = await app.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (file === undefined) throw notFound();
      if (file.ownerId !== user.id) {
        throw new AppError(403, 'FORBIDDEN', 'You do not have access to this file');
      }
      try {
        await stat(path.join(app.storage.dir, file.storedName));
      } catch {
        throw notFound();
      }
      const extension = file.storedName.split('.').pop() ?? 'bin';
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          `inline; filename="licence-${file.id.slice(0, 8)}.${extension}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(app.storage.read(file.storedName));
    },
  );
}
