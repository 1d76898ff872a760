import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { newStoredName } from '../shared/tokens';

/** Files on disk under one folder, with names the server makes. */
export type FileStorage = {
  dir: string;
  /** Writes the bytes under a new random name with that extension; returns the name. */
  save: (bytes: Uint8Array, extension: string) => Promise<string>;
  read: (storedName: string) => Readable;
  /** Removes files; missing ones are ignored. */
  remove: (storedNames: readonly string[]) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export type StoragePluginOptions = { dir: string };

function pathOf(dir: string, storedName: string): string {
  // Names are ours (hex + extension); refuse anything else so a row can never point outside.
  if (!/^[a-f0-9]{32}\.[a-z]{2,5}$/.test(storedName)) {
    throw new Error(`Refusing stored file name ${JSON.stringify(storedName)}`);
  }
  return path.join(dir, storedName);
}

export default fp<StoragePluginOptions>(
  async function storagePlugin(app, opts) {
    await mkdir(opts.dir, { recursive: true });
    const storage: FileStorage = {
      dir: opts.dir,
      async save(bytes, extension) {
        const name = newStoredName(extension);
        await writeFile(pathOf(opts.dir, name), bytes, { flag: 'wx', mode: 0o600 });
        return name;
      },
      read: (storedName) => createReadStream(pathOf(opts.dir, storedName)),
      async remove(storedNames) {
        await Promise.all(storedNames.map((name) => rm(pathOf(opts.dir, name), { force: true })));
      },
    };
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
