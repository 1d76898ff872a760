import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import {
  API_SRC,
  cyclesOf,
  domainFolders,
  domainImportEdges,
  foreignTableImports,
  tableWrites,
} from './domain-graph';

// Decision 032: a domain owns its tables (only its operations write them), every folder of
// apps/api/src but the infrastructure ones is a domain under the import rule, and the domains
// import each other without cycles.

const REPO = resolve(API_SRC, '../../..');

describe('domain folders', () => {
  test('every folder but shared, plugins, db, seed-data and demo is a domain', () => {
    expect(domainFolders()).toEqual(
      expect.arrayContaining([
        'accounts',
        'admin',
        'auctions',
        'catalogue',
        'content',
        'dealers',
        'notifications',
        'orders',
      ]),
    );
    expect(domainFolders()).not.toContain('shared');
    expect(domainFolders()).not.toContain('demo');
  });

  test('the domains import each other without a cycle', () => {
    const { code, tables } = domainImportEdges();
    // The graph is read (the code's imports between domains), so an empty answer means something.
    expect(code).toContainEqual(expect.objectContaining({ from: 'auctions', to: 'catalogue' }));
    const cycles = cyclesOf(code).map((cycle) => ({
      cycle,
      imports: code
        .filter((edge) => cycle.includes(edge.from) && cycle.includes(edge.to))
        .map((edge) => `${edge.file} -> ${edge.to}`),
    }));
    expect(cycles).toEqual([]);
    // The foreign keys between the domains' tables.ts have no cycle either.
    expect(cyclesOf(tables)).toEqual([]);
  });

  test('the cycle finder finds a cycle through three folders, and none in a chain', () => {
    expect(
      cyclesOf([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
        { from: 'c', to: 'd' },
      ]),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
      ]),
    ).toEqual([]);
  });

  test("a table is written only by its own domain's operations", () => {
    const writes = tableWrites();
    // The finder sees the writes (a domain writing its own tables), so an empty list below means
    // something.
    expect(writes.filter((w) => w.file === 'catalogue/toggle-favourite.ts')).toEqual([
      expect.objectContaining({ verb: 'insert', owner: 'catalogue', table: 'favourites' }),
      expect.objectContaining({ verb: 'delete', owner: 'catalogue', table: 'favourites' }),
    ]);
    const foreign = [
      ...new Set(
        writes
          .filter((w) => !w.file.startsWith(`${w.owner}/`))
          .map((w) => `${w.file} ${w.verb} ${w.owner}.${w.table}`),
      ),
    ].sort();
    expect(foreign).toEqual([]);
  });
  test("no file reads or writes another domain's tables: it imports none of them", () => {
    // Every import kind counts (a type, a re-export, a dynamic import), and the schema entry
    // db/schema that re-exports every table; shared code and plugins are held to it too. A domain
    // reads another's data through that domain's read functions (decision 032).
    expect(
      foreignTableImports().map((found) => `${found.file} -> ${found.owner} (${found.specifier})`),
    ).toEqual([]);
  });

  test('the table-import finder finds every kind of import, and lets foreign keys be', () => {
    const src = mkdtempSync(join(tmpdir(), 'domain-graph-'));
    try {
      const write = (file: string, code: string) => {
        mkdirSync(join(src, file, '..'), { recursive: true });
        writeFileSync(join(src, file), code);
      };
      write('db/schema/index.ts', "export * from '../../alpha/tables';\n");
      write('alpha/tables.ts', 'export const a = 1;\n');
      write('alpha/own.ts', "import { a } from './tables';\nexport const b = a;\n");
      write('beta/tables.ts', "import { a } from '../alpha/tables';\nexport const fk = a;\n");
      write(
        'beta/typed.ts',
        "import type { a } from '../alpha/tables';\nexport type T = typeof a;\n",
      );
      write('beta/again.ts', "export { a } from '../alpha/tables';\n");
      write('beta/late.ts', "export const load = () => import('../alpha/tables');\n");
      write('beta/sub/deep.ts', "import { a } from '../../alpha/tables';\nexport const c = a;\n");
      write('plugins/p.ts', "import { a } from '../db/schema';\nexport const d = a;\n");
      expect(
        foreignTableImports(src)
          .map((found) => `${found.file} -> ${found.owner}`)
          .sort(),
      ).toEqual([
        'beta/again.ts -> alpha',
        'beta/late.ts -> alpha',
        join('beta', 'sub', 'deep.ts') + ' -> alpha',
        'beta/typed.ts -> alpha',
        'plugins/p.ts -> db/schema',
      ]);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });
});

describe('the import rule (eslint.config.js)', () => {
  const lintAs = async (eslint: ESLint, file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(API_SRC, file) });
    return (result?.messages ?? []).filter(
      (message) => message.ruleId === 'import-x/no-restricted-paths',
    );
  };
  const importing = (path: string) =>
    `import { probe } from '${path}';\nexport const probed = probe;\n`;

  test("refuses, in every domain, an import of another domain's tables", async () => {
    const eslint = new ESLint({ cwd: REPO });
    for (const domain of domainFolders()) {
      const other = domain === 'catalogue' ? 'accounts' : 'catalogue';
      const messages = await lintAs(
        eslint,
        `${domain}/probe-operation.ts`,
        importing(`../${other}/tables`),
      );
      expect({ domain, messages: messages.map((m) => m.message) }).toEqual({
        domain,
        messages: [expect.stringContaining("another domain's data comes through its operations")],
      });
    }
    // Its own tables, and another domain's operation, are fine.
    expect(await lintAs(eslint, 'orders/probe-operation.ts', importing('./tables'))).toEqual([]);
    expect(
      await lintAs(eslint, 'orders/probe-operation.ts', importing('../catalogue/find-dealers')),
    ).toEqual([]);
  });

  test('refuses, in every domain, an import of the demo seed (it writes every domain)', async () => {
    const eslint = new ESLint({ cwd: REPO });
    for (const domain of domainFolders()) {
      const messages = await lintAs(
        eslint,
        `${domain}/probe-operation.ts`,
        importing('../demo/seed-catalogue'),
      );
      expect({ domain, messages: messages.map((m) => m.message) }).toEqual({
        domain,
        messages: [expect.stringContaining('The demo seed is a development tool')],
      });
    }
  });

  test('covers a new domain folder without editing the config', async () => {
    const folder = `probe-domain-${process.pid}`;
    mkdirSync(join(API_SRC, folder));
    try {
      writeFileSync(join(API_SRC, folder, 'tables.ts'), 'export const probe = 1;\n');
      // ESLint reloads its config when the file's time changes (it caches the module otherwise).
      const now = new Date();
      utimesSync(join(REPO, 'eslint.config.js'), now, now);
      const eslint = new ESLint({ cwd: REPO });
      const fromNew = await lintAs(eslint, `${folder}/probe.ts`, importing('../catalogue/tables'));
      expect(fromNew).toHaveLength(1);
      const intoNew = await lintAs(eslint, 'orders/probe.ts', importing(`../${folder}/tables`));
      expect(intoNew).toHaveLength(1);
    } finally {
      rmSync(join(API_SRC, folder), { recursive: true, force: true });
    }
  });
});
