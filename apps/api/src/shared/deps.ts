import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@marketdrop/validation';
import type { AppConfig } from '../config';
import type { Database, Executor } from '../db/client';
import type { Bus } from '../plugins/bus';
import type { MailTransport } from '../plugins/mail';
import type { FileStorage } from '../plugins/storage';
import type { PasswordHasher } from './hash-password';

/**
 * Everything an operation may depend on. An operation takes `(deps, input)` and names only what it
 * needs: `deps: Pick<Deps, 'db' | 'clock'>`. The names are those the app decorates itself with, so
 * a route passes `app` (or any object with those members: a test, a job, a transaction).
 */
export type Deps = {
  db: Database;
  /** Where "now" comes from; tests inject one to move time. */
  clock: Clock;
  config: AppConfig;
  passwords: PasswordHasher;
  mailer: MailTransport;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Database change events (every auction write), on every process. */
  bus?: Bus;
};

/** The deps of a query that may run inside a transaction: `{ db: tx }`. */
export type DbDeps = { db: Executor };
