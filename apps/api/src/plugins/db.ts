import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL), migrated. */
    db: Database;
    dbDriver: DatabaseConfig['driver'];
    /** LISTEN on a channel of this database (see `OpenDatabase.listen`); stopped with the app. */
    dbListen: (channel: string, onPayload: (payload: string) => void) => Promise<void>;
  }
}

export type DbPluginOptions = { database: DatabaseConfig; migrationsDir: string };

/** Opens the database, applies the migrations, and closes it with the app. */
export default fp<DbPluginOptions>(
  async function dbPlugin(app, opts) {
    const opened = await openDatabase(opts.database, opts.migrationsDir);
    app.decorate('db', opened.db);
    app.decorate('dbDriver', opened.driver);
    const stops: (() => Promise<void>)[] = [];
    app.decorate('dbListen', async (channel: string, onPayload: (payload: string) => void) => {
      stops.push(await opened.listen(channel, onPayload));
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled(stops.map((stop) => stop()));
      await opened.close();
    });
  },
  { name: 'db' },
);
