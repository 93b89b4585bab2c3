import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './import-cycles';

/** Kysely's query builders that write the table named by their first argument. */
const WRITE_METHODS = new Set([
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);
/** Our write helpers, with the position of their table argument (server/db/bulk-insert.ts). */
const WRITE_HELPERS = new Map([
  ['bulkInsert', 1],
  ['bulkInsertReturningIds', 1],
]);
/** Raw SQL writes; `do update` belongs to an insert's conflict clause. */
const RAW_WRITE = /\b(?:insert\s+into|delete\s+from|(?<!do\s+)update)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const DYNAMIC = '(dynamic)';

export interface TableWrite {
  line: number;
  /** The table's Kysely name, or `(dynamic)` when the code does not name it. */
  table: string;
}

export interface OwnershipViolation extends TableWrite {
  file: string;
  owner: string | undefined;
}

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function calleeName(callee: ts.Expression): string | undefined {
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  if (ts.isIdentifier(callee)) return callee.text;
  return undefined;
}

/** The tables an argument names: `'x'`, `'x as t'`, `['x', 'y']`; none known if computed. */
function tablesNamed(argument: ts.Expression | undefined): string[] {
  if (argument === undefined) return [DYNAMIC];
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) {
    return [argument.text.split(/\s+as\s+/i)[0]!.trim()];
  }
  if (ts.isArrayLiteralExpression(argument)) return argument.elements.flatMap(tablesNamed);
  if (ts.isAsExpression(argument) || ts.isParenthesizedExpression(argument)) {
    return tablesNamed(argument.expression);
  }
  if (ts.isIdentifier(argument)) return tablesNamed(boundValue(argument));
  return [DYNAMIC];
}

function declares(list: ts.VariableDeclarationList, name: string) {
  return list.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
}

/**
 * What a name stands for if this file says so: the array a `for (const table of [...])` loops
 * over, or the initializer of a `const` in an enclosing block.
 */
function boundValue(name: ts.Identifier): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (ts.isForOfStatement(scope) && ts.isVariableDeclarationList(scope.initializer)) {
      if (declares(scope.initializer, name.text)) return scope.expression;
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
      for (const statement of scope.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        const declaration = declares(statement.declarationList, name.text);
        if (declaration) return declaration.initializer;
      }
    }
  }
  return undefined;
}

/** The argument naming the written table if the call writes one (`undefined` if missing). */
function tableArgument(call: ts.CallExpression): ts.Expression | undefined | null {
  const name = calleeName(call.expression);
  if (name === undefined) return null;
  if (WRITE_METHODS.has(name) && ts.isPropertyAccessExpression(call.expression)) {
    return call.arguments[0];
  }
  const position = WRITE_HELPERS.get(name);
  return position === undefined ? null : call.arguments[position];
}

function templateText(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ');
}

function isSqlTag(tag: ts.Expression): boolean {
  return (ts.isIdentifier(tag) && tag.text === 'sql') || calleeName(tag) === 'raw';
}

/** Every write to a table in a source text, found in its syntax tree. */
export function tableWrites(fileName: string, text: string): TableWrite[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const writes: TableWrite[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const argument = tableArgument(node);
      if (argument !== null) {
        for (const table of tablesNamed(argument)) writes.push({ line: lineOf(node), table });
      }
    } else if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      for (const match of templateText(node.template).matchAll(RAW_WRITE)) {
        writes.push({ line: lineOf(node), table: camelCase(match[1]!.toLowerCase()) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** The writes of a file (path from the repository root) that its folder may not make. */
export function ownershipViolations(
  file: string,
  text: string,
  owners: Readonly<Record<string, string>>,
): OwnershipViolation[] {
  return tableWrites(file, text)
    .map((write) => ({
      ...write,
      file,
      owner: Object.hasOwn(owners, write.table) ? owners[write.table] : undefined,
    }))
    .filter(({ owner }) => owner === undefined || !file.startsWith(`${owner}/`));
}

/** The violations of every source file below `root`'s folders that no exemption covers. */
export function treeViolations(
  root: string,
  folders: readonly string[],
  owners: Readonly<Record<string, string>>,
  exempt: readonly RegExp[],
): OwnershipViolation[] {
  return sourceFiles(root, folders)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !exempt.some((pattern) => pattern.test(file)))
    .flatMap((file) =>
      ownershipViolations(file, fs.readFileSync(path.join(root, file), 'utf8'), owners),
    );
}

/** One line per violation: where, which table, who owns it. */
export function describeViolation({ file, line, table, owner }: OwnershipViolation): string {
  if (table === DYNAMIC) return `${file}:${line}: writes a table it does not name`;
  if (owner === undefined)
    return `${file}:${line}: writes ${table}, a table with no owner in scripts/table-owners.ts`;
  return `${file}:${line}: writes ${table}, owned by ${owner}`;
}

/** The tables of the `Database` interface of a schema file, read by the type checker. */
export function schemaTables(schemaFile: string): string[] {
  const program = ts.createProgram([schemaFile], { noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  );
  if (!database) throw new Error(`${schemaFile} declares no Database interface`);
  return checker.getPropertiesOfType(checker.getTypeAtLocation(database)).map((p) => p.name);
}

/** Tables of the schema without an owner, and owners of tables the schema does not have. */
export function mapMismatches(tables: readonly string[], owners: Readonly<Record<string, string>>) {
  const known = new Set(tables);
  return [
    ...tables.filter((t) => !Object.hasOwn(owners, t)).map((t) => `${t}: a table with no owner`),
    ...Object.keys(owners)
      .filter((t) => !known.has(t))
      .map((t) => `${t}: owned in scripts/table-owners.ts but not in the schema`),
  ];
}
