import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** apps/api/src, and the folders in it that are infrastructure, not domains (decision 032). */
export const API_SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const INFRASTRUCTURE = new Set(['shared', 'plugins', 'db', 'seed-data', 'demo']);

/** The domain folders of apps/api/src: every folder but the infrastructure ones. */
export function domainFolders(src = API_SRC): string[] {
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The `.ts` files of a folder, recursively (tests and type tests left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The folder of apps/api/src a path is in (`catalogue` for src/catalogue/tables.ts). */
function topFolder(src: string, path: string): string | null {
  const rel = relative(src, path);
  const [first, ...rest] = rel.split(sep);
  return rest.length > 0 && first !== undefined && !first.startsWith('..') ? first : null;
}

type ParsedFile = { path: string; domain: string; source: ts.SourceFile };

function parseDomainFiles(src: string): ParsedFile[] {
  return domainFolders(src).flatMap((domain) =>
    sourceFiles(join(src, domain)).map((path) => ({
      path,
      domain,
      source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
    })),
  );
}

/** Every module a file imports or re-exports (static, type-only and dynamic imports alike). */
function importedSpecifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export type DomainEdge = { from: string; to: string; file: string; specifier: string };

/**
 * The imports from one domain folder into another. A `tables.ts` importing another domain's
 * `tables.ts` is a foreign key, not a call: it is left out here and checked on its own
 * (`tableReferenceEdges`).
 */
export function domainImportEdges(src = API_SRC): { code: DomainEdge[]; tables: DomainEdge[] } {
  const code: DomainEdge[] = [];
  const tables: DomainEdge[] = [];
  for (const file of parseDomainFiles(src)) {
    for (const specifier of importedSpecifiers(file.source)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file.path), specifier);
      const to = topFolder(src, target);
      if (to === null || to === file.domain || !domainFolders(src).includes(to)) continue;
      const edge = { from: file.domain, to, file: relative(src, file.path), specifier };
      const fromTables = relative(src, file.path) === join(file.domain, 'tables.ts');
      const toTables = relative(src, target).replace(/\.(js|ts)$/, '') === join(to, 'tables');
      (fromTables && toTables ? tables : code).push(edge);
    }
  }
  return { code, tables };
}

/** The cycles of a directed graph, one per strongly connected component of 2+ nodes (Tarjan). */
export function cyclesOf(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const other of next.get(node) ?? []) {
      if (!index.has(other)) {
        connect(other);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(other) ?? 0));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(other) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

export type TableWrite = {
  /** The file that writes, relative to apps/api/src. */
  file: string;
  line: number;
  verb: 'insert' | 'update' | 'delete';
  table: string;
  /** The domain whose tables.ts declares the table. */
  owner: string;
};

/**
 * Every `x.insert(table)`, `x.update(table)` and `x.delete(table)` in the domain folders whose
 * `table` is a name imported from a domain's `tables.ts` (through any alias), with that domain.
 */
export function tableWrites(src = API_SRC): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const file of parseDomainFiles(src)) {
    const tableOwners = new Map<string, { owner: string; table: string }>();
    for (const statement of file.source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
        continue;
      }
      const target = resolve(dirname(file.path), statement.moduleSpecifier.text);
      const owner = topFolder(src, target);
      if (owner === null || relative(src, target) !== join(owner, 'tables')) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings === undefined || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        tableOwners.set(element.name.text, {
          owner,
          table: (element.propertyName ?? element.name).text,
        });
      }
    }
    if (tableOwners.size === 0) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
        node.arguments.length === 1 &&
        node.arguments[0] !== undefined &&
        ts.isIdentifier(node.arguments[0])
      ) {
        const table = tableOwners.get(node.arguments[0].text);
        if (table !== undefined) {
          writes.push({
            file: relative(src, file.path),
            line: file.source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
            verb: node.expression.name.text as TableWrite['verb'],
            table: table.table,
            owner: table.owner,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
  return writes;
}

export type ForeignTableImport = {
  /** The importing file, relative to apps/api/src. */
  file: string;
  /** The domain whose tables it imports (`db/schema` for the schema entry, every domain's). */
  owner: string;
  specifier: string;
};

/**
 * Every import (static, type-only, dynamic, re-export) of a domain's `tables.ts`, or of the schema
 * entry `db/schema` that re-exports them all, from a file that is not that domain's: another
 * domain's file, shared code or a plugin. A domain's `tables.ts` referencing another's (a foreign
 * key) is left out; so are `db/` (the schema entry) and `demo/` (the seed, decision 032).
 */
export function foreignTableImports(src = API_SRC): ForeignTableImport[] {
  const folders = [...domainFolders(src), 'shared', 'plugins'].filter((folder) => {
    try {
      readdirSync(join(src, folder));
      return true;
    } catch {
      return false;
    }
  });
  const found: ForeignTableImport[] = [];
  for (const folder of folders) {
    for (const path of sourceFiles(join(src, folder))) {
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
      const file = relative(src, path);
      const isTables = file === join(folder, 'tables.ts');
      for (const specifier of importedSpecifiers(source)) {
        if (!specifier.startsWith('.')) continue;
        const target = relative(src, resolve(dirname(path), specifier)).replace(/\.(js|ts)$/, '');
        const owner = topFolder(src, resolve(src, target));
        if (owner === null || owner === folder) continue;
        if (
          owner === 'db' &&
          (target === join('db', 'schema') || target.startsWith(join('db', 'schema') + sep))
        ) {
          found.push({ file, owner: 'db/schema', specifier });
        } else if (/(^|[/\\])tables$/.test(target) && !isTables) {
          found.push({ file, owner, specifier });
        }
      }
    }
  }
  return found;
}
