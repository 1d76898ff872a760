/**
 * The docs a newcomer follows stay true: the decisions index matches the folder, docs/product.md
 * §10.1 matches the call declarations, and every repository path or link the guides cite exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCT_DOC, renderCallTable, withCallTable } from './gen-call-table';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = join(ROOT, 'docs');
const DECISIONS = join(DOCS, 'decisions');

type IndexRow = { label: string; file: string; date: string; line: string };

/** The rows of the index table in docs/decisions/README.md that link a file. */
function indexRows(readme: string): IndexRow[] {
  const start = readme.indexOf('## Index');
  const end = readme.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error('docs/decisions/README.md has no "## Index" section');
  const section = readme.slice(start, end < 0 ? undefined : end);
  const rows: IndexRow[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // '', number, title, date, status, superseded by, ''
    if (cells.length < 7 || !line.startsWith('|')) continue;
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(cells[1] ?? '');
    if (!link) continue;
    rows.push({ label: link[1] ?? '', file: link[2] ?? '', date: cells[3] ?? '', line });
  }
  return rows;
}

const decisionFiles = readdirSync(DECISIONS)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

describe('the decisions index (docs/decisions/README.md)', () => {
  const rows = indexRows(readFileSync(join(DECISIONS, 'README.md'), 'utf8'));

  it('reads a row for every decision (the parser sees the table)', () => {
    expect(rows.length).toBeGreaterThanOrEqual(decisionFiles.length);
  });

  it('has a row for every decision file', () => {
    const indexed = new Set(rows.map((row) => row.file));
    expect(decisionFiles.filter((file) => !indexed.has(file))).toEqual([]);
  });

  it('has a file for every row, each row once', () => {
    expect(rows.filter((row) => !decisionFiles.includes(row.file)).map((r) => r.line)).toEqual([]);
    const files = rows.map((row) => row.file);
    expect(files.filter((file, i) => files.indexOf(file) !== i)).toEqual([]);
  });

  it("gives each row its file's number and date, in number order", () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const number = row.file.slice(0, 3);
      if (!row.label.startsWith(number)) wrong.push(`${row.file}: labelled ${row.label}`);
      const path = join(DECISIONS, row.file);
      if (!existsSync(path)) continue;
      const date = /Date:\s*(\d{4}-\d{2}-\d{2})/.exec(readFileSync(path, 'utf8'))?.[1];
      if (!date) wrong.push(`${row.file}: no "Date: YYYY-MM-DD" line`);
      else if (date !== row.date) wrong.push(`${row.file}: dated ${date}, index says ${row.date}`);
    }
    expect(wrong).toEqual([]);
    const numbers = rows.map((row) => row.file.slice(0, 3));
    expect(numbers).toEqual([...numbers].sort());
  });
});

describe('docs/product.md §10.1 Calls', () => {
  it('is what `pnpm docs:calls` writes from the declarations', async () => {
    const text = readFileSync(PRODUCT_DOC, 'utf8');
    const expected = await withCallTable(text);
    // On failure: run `pnpm docs:calls` and commit docs/product.md.
    expect(text).toBe(expected);
  });

  it('lists every declared call and stream', async () => {
    const { calls, streams } = await import('../packages/api-client/src/index');
    const table = renderCallTable();
    for (const name of [...Object.keys(calls), ...Object.keys(streams)]) {
      expect(table).toContain(`| \`${name}\``);
    }
  });
});

describe('docs/product.md §10.3 Error codes', () => {
  it('has a row for every code the server sends', async () => {
    const { serverErrorCodes } = await import('../packages/api-client/src/index');
    const text = readFileSync(PRODUCT_DOC, 'utf8');
    const section = text.slice(text.indexOf('### 10.3'), text.indexOf('### 10.4'));
    expect(section).toContain('| Code');
    const rows = new Set([...section.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((m) => m[1]));
    expect(serverErrorCodes.filter((code) => !rows.has(code))).toEqual([]);
  });
});

/** docs/*.md and the decisions README: the pages a newcomer follows today. */
const guides = [
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(DOCS, name)),
  join(DECISIONS, 'README.md'),
];

describe('paths and links cited by the guides', () => {
  it.each(guides.map((file) => [relative(ROOT, file), file]))(
    '%s cites only paths that exist',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      const missing: string[] = [];
      // `apps/api/src/app.ts`, `packages/ui/src/VehicleCard/` (templates with <x>, NNN or * are skipped)
      for (const [, span = ''] of text.matchAll(/`([^`\n]+)`/g)) {
        if (!/^(apps|packages|docs|scripts|examples)\//.test(span)) continue;
        if (/[\s<>*{}[\]]|NNN/.test(span)) continue;
        const path = span.replace(/[#:].*$/, '');
        if (!existsSync(join(ROOT, path))) missing.push(span);
      }
      // The file a code example comes from: `// apps/api/src/catalogue/toggle-favourite.ts`
      for (const [, path = ''] of text.matchAll(/^\/\/ ((?:apps|packages|scripts)\/\S+)/gm)) {
        if (!existsSync(join(ROOT, path))) missing.push(path);
      }
      // [text](relative/path.md#anchor)
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const path = target.replace(/#.*$/, '');
        if (!existsSync(resolve(dirname(file), path))) missing.push(target);
      }
      expect(missing).toEqual([]);
    },
  );
});
