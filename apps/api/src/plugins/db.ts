import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL), migrated. */
    db: Database;
    dbDriver: DatabaseConfig['driver'];
  }
}

export type DbPluginOptions = { database: DatabaseConfig; migrationsDir: string };

/** Opens the database, applies the migrations, and closes it with the app. */
export default fp<DbPluginOptions>(
  async function dbPlugin(app, opts) {
    const opened = await openDatabase(opts.database, opts.migrationsDir);
    app.decorate('db', opened.db);
    app.decorate('dbDriver', opened.driver);
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'db' },
);
