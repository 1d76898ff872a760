/**
 * docs/adding-a-call.md, followed for a toy call: the code blocks of its steps 1 to 5 (the
 * favourites call, `toggleAuction`) are applied, renamed to `toyAuction`, to in-memory copies of the
 * repository's files, and the server's program (apps/api/tsconfig.json, which compiles
 * @marketdrop/validation and @marketdrop/api-client from source) is type-checked with the
 * TypeScript compiler API. The toy compiles with every block applied; leaving out any one block
 * fails. The blocks are also checked against the repository, so the guide and the code cannot drift.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GUIDE = join(ROOT, 'docs/adding-a-call.md');

/** Where a block goes in its file, from the block's first comment. */
type Placement =
  | { kind: 'new file' }
  | { kind: 'at the end' }
  | { kind: 'after'; texts: string[] }
  | { kind: 'import' }
  | { kind: 'export' };

type GuideBlock = { step: number; file: string; placement: Placement; code: string };

const HEADER = /^\/\/ ((?:packages|apps)\/\S+\.ts) \((.+)\)$/;

function placementOf(words: string, header: string): Placement {
  if (words === 'new file' || words === 'at the end' || words === 'import' || words === 'export') {
    return { kind: words };
  }
  const after = /^after (`[^`]+`(?:, `[^`]+`)*)$/.exec(words);
  if (after) {
    const texts = [...(after[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    return { kind: 'after', texts };
  }
  throw new Error(`docs/adding-a-call.md: no placement in "${header}"`);
}

/** The file blocks of steps 1 to 5 of the guide, in order. */
function guideBlocks(guide: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  let step = 0;
  let inCode = false;
  let current: GuideBlock | undefined;
  const close = () => {
    if (current) blocks.push({ ...current, code: current.code.trimEnd() });
    current = undefined;
  };
  for (const line of guide.split('\n')) {
    const heading = /^## (\d+)\. /.exec(line);
    if (heading) step = Number(heading[1]);
    if (line.startsWith('```')) {
      close();
      inCode = !inCode;
      continue;
    }
    if (!inCode || step < 1 || step > 5) continue;
    const header = HEADER.exec(line);
    if (header) {
      close();
      const [, file = '', words = ''] = header;
      current = { step, file, placement: placementOf(words, line), code: '' };
    } else if (current) {
      current.code += `${line}\n`;
    }
  }
  return blocks;
}

/** The toy call: the favourites call's names renamed. */
function toy(text: string): string {
  return text
    .replaceAll('toggleAuction', 'toyAuction')
    .replaceAll('ToggleAuction', 'ToyAuction')
    .replaceAll('toggleFavourite', 'toyFavourite')
    .replaceAll('TOGGLE_FAVOURITE', 'TOY_FAVOURITE')
    .replaceAll('toggle-favourite', 'toy-favourite');
}

/** `text` with `block` placed as the guide says. */
function place(text: string, block: GuideBlock, code: string): string {
  const { placement } = block;
  switch (placement.kind) {
    case 'new file':
      return `${code}\n`;
    case 'at the end':
    case 'export':
      return `${text.trimEnd()}\n\n${code}\n`;
    case 'import':
      return `${code}\n${text}`;
    case 'after': {
      const lines = text.split('\n');
      let at = -1;
      for (const wanted of placement.texts) {
        at = lines.findIndex((line, index) => index > at && line.includes(wanted));
        if (at < 0) throw new Error(`${block.file}: no line holds "${wanted}"`);
      }
      lines.splice(at + 1, 0, code);
      return lines.join('\n');
    }
  }
}

/** The lines of `code`, each without its indentation, blank lines left out. */
function trimmedLines(code: string): string[] {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const API_CONFIG = join(ROOT, 'apps/api/tsconfig.json');
const parsed = ts.getParsedCommandLineOfConfigFile(API_CONFIG, undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
if (!parsed) throw new Error(`cannot read ${API_CONFIG}`);
const options = { ...parsed.options, noEmit: true, incremental: false };
// The server's sources (not its tests): the routes, and the plugins that declare what they add to
// Fastify's types.
const ROOTS = parsed.fileNames.filter((file) => file.startsWith(join(ROOT, 'apps/api/src/')));
// Where a missing piece shows up besides the files the blocks change.
const CHECKPOINTS = [
  'apps/api/src/mounted-calls.ts',
  'packages/api-client/src/request-schemas.ts',
  'packages/api-client/src/schemas/index.ts',
].map((file) => join(ROOT, file));

/** Parsed files shared by every program (only the files a block changes are parsed anew). */
const sourceFiles = new Map<string, ts.SourceFile | undefined>();

/** The type errors of the server's program with `overrides` (absolute path -> text) in place. */
function typeErrors(overrides: Map<string, string>): string[] {
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => overrides.has(resolve(file)) || fileExists(file);
  host.readFile = (file) => overrides.get(resolve(file)) ?? readFile(file);
  host.getSourceFile = (file, language, onError) => {
    const override = overrides.get(resolve(file));
    if (override !== undefined) return ts.createSourceFile(file, override, language, true);
    if (!sourceFiles.has(file)) sourceFiles.set(file, getSourceFile(file, language, onError));
    return sourceFiles.get(file);
  };
  const program = ts.createProgram({ rootNames: ROOTS, options, host });
  const errors: string[] = [];
  for (const file of CHECKED) {
    // A file a left-out block would have created is not there: what imports it fails instead.
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const diagnostic of [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      errors.push(`${file.slice(ROOT.length + 1)}: ${message.split('\n')[0] ?? ''}`);
    }
  }
  return errors;
}

/** The repository's files with the toy's blocks applied, all but `left` out. */
function withToy(blocks: GuideBlock[], left?: GuideBlock): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const block of blocks) {
    if (block === left) continue;
    const file = join(ROOT, toy(block.file));
    const text = overrides.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : '');
    overrides.set(file, place(text, block, toy(block.code)));
  }
  return overrides;
}

const blocks = guideBlocks(readFileSync(GUIDE, 'utf8'));
/** The files checked in every program: those the toy changes, and where a missing piece shows. */
const CHECKED = [...new Set([...withToy(blocks).keys(), ...CHECKPOINTS])];
const describeBlock = (block: GuideBlock) =>
  `step ${block.step}, ${block.file} (${block.placement.kind})`;

describe('docs/adding-a-call.md, followed for a toy call', () => {
  it('has file blocks in each of steps 1 to 5', () => {
    expect([...new Set(blocks.map((block) => block.step))]).toEqual([1, 2, 3, 4, 5]);
    expect(blocks.length).toBeGreaterThanOrEqual(10);
  });

  it('shows the favourites call as it is in the repository', () => {
    for (const block of blocks) {
      const file = join(ROOT, block.file);
      expect(existsSync(file), describeBlock(block)).toBe(true);
      const text = readFileSync(file, 'utf8');
      if (block.placement.kind === 'new file') {
        expect(text.trimEnd(), describeBlock(block)).toBe(block.code);
      } else if (block.placement.kind === 'import' || block.placement.kind === 'export') {
        // Imports and exports join a list in the repository: the names are there.
        for (const name of block.code.match(/\b[A-Za-z]*[Tt]oggle[A-Za-z]*\b/g) ?? []) {
          expect(text, describeBlock(block)).toContain(name);
        }
      } else {
        expect(trimmedLines(text).join('\n'), describeBlock(block)).toContain(
          trimmedLines(block.code).join('\n'),
        );
      }
    }
  });

  // About 15 programs, the first parsing the server's sources: 30 s on an idle machine.
  it('compiles only when every block is applied', { timeout: 180_000 }, () => {
    expect(typeErrors(withToy(blocks))).toEqual([]);
    const leftOut = blocks
      .map((block) => ({ block: describeBlock(block), errors: typeErrors(withToy(blocks, block)) }))
      .filter(({ errors }) => errors.length === 0)
      .map(({ block }) => block);
    expect(leftOut, 'blocks the toy compiles without').toEqual([]);
  });
});
