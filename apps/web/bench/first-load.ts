// First-load JavaScript of each route, from the route table's source and Vite's build manifest.
//
// A route's first load is what a browser must fetch before the page can render when it opens that
// URL directly: the entry chunk (index.html's script) with its static imports, plus the lazy module
// of the route and of every layout route around it, each with its static imports. Dynamic imports
// made later (a dialog opened on click) are not part of it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import type { Manifest } from 'vite';

/** One URL pattern of the route table and the lazily loaded modules it needs, outermost first. */
export type RouteModules = {
  path: string;
  /** Manifest keys (source paths relative to the web app's root) of the lazy modules. */
  modules: string[];
};

export type RouteTable = { routes: RouteModules[]; warnings: string[] };

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.js'];

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function existingFile(base: string): string | null {
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The source file of an import: a relative path, or one of the workspace's own packages
 * (`@marketdrop/ui`, `@marketdrop/api-client/react`: their `src/`, as the build resolves them with
 * the `@marketdrop/source` condition). Anything else (node_modules) is not followed: null.
 */
function resolveSource(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith('.'))
    return existingFile(path.resolve(path.dirname(fromFile), specifier));
  const workspace = /^@marketdrop\/([\w-]+)(?:\/(.+))?$/.exec(specifier);
  if (!workspace) return null;
  const [, name, subpath] = workspace;
  for (let dir = path.dirname(fromFile); ; dir = path.dirname(dir)) {
    const packageSrc = path.join(dir, 'packages', name!, 'src');
    if (existsSync(packageSrc)) return existingFile(path.join(packageSrc, subpath ?? 'index'));
    if (path.dirname(dir) === dir) return null;
  }
}

/** The top-level names of a module: its own declarations and what it imports (name -> file). */
class ModuleScope {
  readonly declarations = new Map<string, ts.Node>();
  readonly imports = new Map<string, { file: string; name: string }>();
  /** `export { a, b as c } from './x'`: exported name -> where it comes from. */
  readonly reexports = new Map<string, { file: string; name: string }>();

  constructor(readonly source: ts.SourceFile) {
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) {
        this.declarations.set(statement.name.text, statement);
      } else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) {
            this.declarations.set(declaration.name.text, declaration);
          }
        }
      } else if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
      ) {
        const file = resolveSource(source.fileName, statement.moduleSpecifier.text);
        if (file === null) continue;
        for (const element of statement.importClause.namedBindings.elements) {
          this.imports.set(element.name.text, {
            file,
            name: (element.propertyName ?? element.name).text,
          });
        }
      } else if (
        ts.isExportDeclaration(statement) &&
        !statement.isTypeOnly &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause)
      ) {
        const file = resolveSource(source.fileName, statement.moduleSpecifier.text);
        if (file === null) continue;
        for (const element of statement.exportClause.elements) {
          this.reexports.set(element.name.text, {
            file,
            name: (element.propertyName ?? element.name).text,
          });
        }
      }
    }
  }

  initializer(name: string): ts.Expression | undefined {
    const declaration = this.declarations.get(name);
    return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
      ? unwrap(declaration.initializer)
      : undefined;
  }
}

/** Evaluates the string expressions a route path is written with (literals, `paths.x`, templates). */
class PathEvaluator {
  private readonly scopes = new Map<string, ModuleScope>();

  scope(file: string): ModuleScope {
    let scope = this.scopes.get(file);
    if (!scope) {
      scope = new ModuleScope(parse(file));
      this.scopes.set(file, scope);
    }
    return scope;
  }

  /**
   * The declaration an imported name stands for (through re-exports such as a package's index),
   * with the scope of its file, or undefined when it is not found in the workspace's sources.
   */
  importedDeclaration(scope: ModuleScope, name: string): [ModuleScope, ts.Node] | undefined {
    let link = scope.imports.get(name);
    for (let hops = 0; link && hops < 10; hops += 1) {
      const other = this.scope(link.file);
      const declaration = other.declarations.get(link.name);
      if (declaration) return [other, declaration];
      link = other.reexports.get(link.name);
    }
    return undefined;
  }

  /**
   * The value of `name` seen from `scope`: a local constant or an imported one (through re-exports,
   * e.g. `paths` of the web app re-exported from @marketdrop/api-client).
   */
  private binding(scope: ModuleScope, name: string): [ModuleScope, ts.Expression] | undefined {
    const local = scope.initializer(name);
    if (local) return [scope, local];
    const found = this.importedDeclaration(scope, name);
    if (!found) return undefined;
    const [other, declaration] = found;
    return ts.isVariableDeclaration(declaration) && declaration.initializer
      ? [other, unwrap(declaration.initializer)]
      : undefined;
  }

  text(scope: ModuleScope, node: ts.Expression): string | undefined {
    const expression = unwrap(node);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      return expression.text;
    }
    if (ts.isTemplateExpression(expression)) {
      let result = expression.head.text;
      for (const span of expression.templateSpans) {
        const value = this.text(scope, span.expression);
        if (value === undefined) return undefined;
        result += value + span.literal.text;
      }
      return result;
    }
    if (
      ts.isBinaryExpression(expression) &&
      expression.operatorToken.kind === ts.SyntaxKind.PlusToken
    ) {
      const left = this.text(scope, expression.left);
      const right = this.text(scope, expression.right);
      return left === undefined || right === undefined ? undefined : left + right;
    }
    if (ts.isIdentifier(expression)) {
      const bound = this.binding(scope, expression.text);
      return bound ? this.text(bound[0], bound[1]) : undefined;
    }
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      const bound = this.binding(scope, expression.expression.text);
      if (!bound || !ts.isObjectLiteralExpression(bound[1])) return undefined;
      for (const property of bound[1].properties) {
        if (
          ts.isPropertyAssignment(property) &&
          property.name.getText(bound[0].source).replace(/^['"]|['"]$/g, '') ===
            expression.name.text
        ) {
          return this.text(bound[0], property.initializer);
        }
      }
    }
    return undefined;
  }
}

function isNameOnly(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isJsxAttribute(parent) && parent.name === node)
  );
}

/** The initializer of `name.key` when `name` is an object literal declared in the module. */
function propertyOf(scope: ModuleScope, name: string, key: string): ts.Node | undefined {
  const object = scope.initializer(name);
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  for (const property of object.properties) {
    if (
      (ts.isPropertyAssignment(property) || ts.isMethodDeclaration(property)) &&
      property.name.getText(scope.source) === key
    ) {
      return ts.isPropertyAssignment(property) ? property.initializer : property;
    }
  }
  return undefined;
}

/** An `import()` found for a route: the source file it loads, or null when it cannot be resolved. */
type FoundImport = { specifier: string; file: string | null };

/**
 * The modules imported with `import()` under `node`, following the file's own top-level helpers it
 * calls (e.g. a `comingSoon(title)` helper that imports the page inside) and constants it names
 * (e.g. `const Page = lazy(() => import(...))`). With `followImports` (a route's `lazy`), also a
 * function imported from another source file or workspace package, such as `loadHeaderSearch`
 * of `@marketdrop/ui`, whose `import()` loads with the page.
 */
function dynamicImports(
  evaluator: PathEvaluator,
  scope: ModuleScope,
  node: ts.Node,
  followImports: boolean,
  seen = new Set<ts.Node>(),
): FoundImport[] {
  const found: FoundImport[] = [];
  const visit = (current: ts.Node) => {
    if (
      ts.isCallExpression(current) &&
      current.expression.kind === ts.SyntaxKind.ImportKeyword &&
      current.arguments[0] &&
      ts.isStringLiteralLike(current.arguments[0])
    ) {
      const specifier = current.arguments[0].text;
      found.push({ specifier, file: resolveSource(scope.source.fileName, specifier) });
    } else if (
      ts.isPropertyAccessExpression(current) &&
      ts.isIdentifier(current.expression) &&
      propertyOf(scope, current.expression.text, current.name.text) !== undefined
    ) {
      // `data.listing`: only that property of an object declared in the file, not all of it.
      const property = propertyOf(scope, current.expression.text, current.name.text) as ts.Node;
      if (!seen.has(property)) {
        seen.add(property);
        found.push(...dynamicImports(evaluator, scope, property, followImports, seen));
      }
      return;
    } else if (ts.isIdentifier(current) && !isNameOnly(current)) {
      const declared = scope.declarations.get(current.text);
      const [owner, declaration] = declared
        ? [scope, declared]
        : followImports
          ? (evaluator.importedDeclaration(scope, current.text) ?? [scope, undefined])
          : [scope, undefined];
      if (declaration && !seen.has(declaration)) {
        seen.add(declaration);
        found.push(...dynamicImports(evaluator, owner, declaration, followImports, seen));
      }
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
  return found;
}

function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '*' && parent === '') return '*';
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/**
 * Reads the route table (`export const routes = [...]` of `routesFile`) and lists every route that
 * has a URL with the lazy modules it loads, as keys of Vite's manifest (paths relative to `webRoot`).
 */
export function readRouteTable(routesFile: string, webRoot: string): RouteTable {
  const evaluator = new PathEvaluator();
  const scope = evaluator.scope(path.resolve(routesFile));
  const warnings: string[] = [];
  const routes: RouteModules[] = [];

  let table = scope.initializer('routes');
  // `routes = createRoutes(browserPageData)`: the array the function returns, its parameter read
  // as the argument given (so a loader's `data.listing(...)` finds what the browser's data loads).
  if (table && ts.isCallExpression(table) && ts.isIdentifier(table.expression)) {
    const factory = scope.declarations.get(table.expression.text);
    if (factory && ts.isFunctionDeclaration(factory) && factory.body) {
      factory.parameters.forEach((parameter, index) => {
        const argument = table && ts.isCallExpression(table) ? table.arguments[index] : undefined;
        if (!ts.isIdentifier(parameter.name) || !argument || !ts.isIdentifier(argument)) return;
        const given = scope.declarations.get(argument.text);
        if (given) scope.declarations.set(parameter.name.text, given);
      });
      const returned = factory.body.statements.find(ts.isReturnStatement)?.expression;
      table = returned ? unwrap(returned) : undefined;
    }
  }
  if (!table || !ts.isArrayLiteralExpression(table)) {
    return { routes, warnings: [`${routesFile}: no \`routes\` array found`] };
  }

  const toKey = ({ specifier, file }: FoundImport): string | null => {
    if (file === null) {
      warnings.push(`import('${specifier}') could not be resolved to a source file`);
      return null;
    }
    return path.relative(webRoot, file).split(path.sep).join('/');
  };

  const walk = (list: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const raw of list.elements) {
      let element = ts.isSpreadElement(raw) ? unwrap(raw.expression) : unwrap(raw);
      if (ts.isIdentifier(element)) element = scope.initializer(element.text) ?? element;
      if (ts.isArrayLiteralExpression(element)) {
        walk(element, parentPath, parentModules);
        continue;
      }
      if (!ts.isObjectLiteralExpression(element)) {
        const line = scope.source.getLineAndCharacterOfPosition(raw.getStart()).line + 1;
        warnings.push(`${path.basename(routesFile)}:${line}: a route entry that is not an object`);
        continue;
      }
      let routePath: string | undefined;
      let isIndex = false;
      let children: ts.ArrayLiteralExpression | undefined;
      const modules = [...parentModules];
      for (const property of element.properties) {
        const name = property.name?.getText(scope.source);
        if (ts.isPropertyAssignment(property) && name === 'path') {
          routePath = evaluator.text(scope, property.initializer);
          if (routePath === undefined) {
            const line = scope.source.getLineAndCharacterOfPosition(property.getStart()).line + 1;
            warnings.push(`${path.basename(routesFile)}:${line}: a path that is not a constant`);
          }
        } else if (ts.isPropertyAssignment(property) && name === 'index') {
          isIndex = property.initializer.kind === ts.SyntaxKind.TrueKeyword;
        } else if (ts.isPropertyAssignment(property) && name === 'children') {
          const value = unwrap(property.initializer);
          if (ts.isArrayLiteralExpression(value)) children = value;
        } else {
          for (const found of dynamicImports(evaluator, scope, property, name === 'lazy')) {
            const key = toKey(found);
            if (key !== null && !modules.includes(key)) modules.push(key);
          }
        }
      }
      const fullPath =
        routePath !== undefined ? joinPaths(parentPath, routePath) : isIndex ? parentPath : null;
      if (fullPath !== null) routes.push({ path: fullPath || '/', modules });
      if (children) walk(children, fullPath ?? parentPath, modules);
    }
  };
  walk(table, '', []);
  return { routes, warnings };
}

/** The manifest keys of `keys` and of everything they import statically, in a stable order. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const result = new Set<string>();
  const visit = (key: string) => {
    if (result.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    result.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...result];
}

/** The manifest keys of the app's entry points (index.html's script). */
export function entryKeys(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
}

/** The JavaScript files a browser loads first for a route: entry closure plus the route's modules. */
export function firstLoadFiles(manifest: Manifest, routeModules: readonly string[]): string[] {
  const keys = staticClosure(manifest, [...entryKeys(manifest), ...routeModules]);
  const files = keys.map((key) => manifest[key]?.file).filter((f): f is string => !!f);
  return [...new Set(files.filter((file) => /\.m?js$/.test(file)))];
}

/**
 * The manifest key of the chunk that holds the module `moduleKey` (a source path relative to
 * `webRoot`): the key itself when the module is a chunk's own entry, else the chunk whose source map
 * lists the module. Rollup may put a lazily loaded page into a chunk it shares with a module loaded
 * later (e.g. the listing with the helpers its lazy filter panel also uses), which leaves the page
 * without a manifest key of its own. `undefined` when no chunk holds it.
 */
export function chunkKeyOf(
  manifest: Manifest,
  dist: string,
  webRoot: string,
  moduleKey: string,
): string | undefined {
  if (manifest[moduleKey]) return moduleKey;
  const wanted = path.resolve(webRoot, moduleKey);
  return Object.entries(manifest).find(([, chunk]) =>
    chunkSources(dist, chunk.file).some(
      (source) => path.resolve(dist, path.dirname(chunk.file), source) === wanted,
    ),
  )?.[0];
}

/** Gzip size (level 9) of the built files, cached per file. */
export class GzipSizes {
  private readonly cache = new Map<string, number>();

  constructor(private readonly dist: string) {}

  of(file: string): number {
    let size = this.cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(this.dist, file)), { level: 9 }).length;
      this.cache.set(file, size);
    }
    return size;
  }

  total(files: readonly string[]): number {
    return files.reduce((sum, file) => sum + this.of(file), 0);
  }
}

/** Reads `dist/.vite/manifest.json` (written with `build.manifest: true`). */
export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the web build must run with build.manifest enabled`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Bytes as kB (1 kB = 1000 bytes, as Vite prints sizes), one decimal. */
export function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/**
 * The source files bundled into a built chunk, from its source map (`build.sourcemap`), as paths
 * relative to the chunk's folder (e.g. `../../node_modules/.pnpm/swiper@14.0.0/node_modules/...`).
 */
export function chunkSources(dist: string, file: string): string[] {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
}

/** Parts that must not load before a page that does not use them can show (docs/product.md §12). */
export const HEAVY_PARTS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Swiper', pattern: /node_modules\/swiper\// },
  { name: 'MUI date pickers', pattern: /node_modules\/@mui\/x-date-pickers\// },
  { name: 'dayjs', pattern: /node_modules\/dayjs\// },
  { name: 'react-hook-form', pattern: /node_modules\/react-hook-form\// },
  { name: 'yup', pattern: /node_modules\/yup\// },
  // The response schemas (@marketdrop/api-client/schemas) are for servers: the browser gets their types only.
  { name: 'TypeBox', pattern: /node_modules\/@sinclair\/typebox\// },
  { name: 'notistack', pattern: /node_modules\/notistack\// },
  // The query cache comes with the pages that read the API (the landing page reads none); a
  // three-line helper of @tanstack/react-query the bundler shares into a small chunk is not it.
  { name: 'TanStack Query', pattern: /node_modules\/@tanstack\/query-core\// },
  { name: 'MUI Dialog/Drawer/Menu', pattern: /@mui\/material\/(?:Dialog|Drawer|Menu|Modal)\// },
  { name: 'MUI TextField/Select', pattern: /@mui\/material\/(?:TextField|Select)\// },
];

/** The heavy parts found among `sources`. */
export function heavyPartsIn(sources: readonly string[]): string[] {
  return HEAVY_PARTS.filter(({ pattern }) => sources.some((source) => pattern.test(source))).map(
    ({ name }) => name,
  );
}
