import { parseAst, type Plugin } from 'vite';

// The call table (shared/calls) declares each call once: its wire facts (name, paths, login, cache, input
// rules) and its request and answer schemas side by side. The server needs the schemas; the browser needs
// only the wire facts, and the types, which TypeScript has already checked and erased. This transform gives
// the browser build the rows without their schemas, so neither the schemas nor TypeBox reach the browser.

/** The properties of a row (and of the specs rows are built from) that hold schemas. */
export const SCHEMA_KEYS = new Set(['body', 'reply', 'params']);

/** Files of the call table that are transformed: every row file, not the row type's own module. */
export const CALL_TABLE_FILE = /[\\/]shared[\\/]calls[\\/](?!define-call\.)[\w-]+\.ts$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function children(node: AstNode): AstNode[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

function keyName(property: AstNode): string | undefined {
  if (property.computed) return undefined;
  const key = property.key as AstNode & { name?: string; value?: unknown };
  return key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined;
}

/** Removes a property and the comma that separates it from its neighbour. */
function removal(code: string, property: AstNode): Edit {
  let end = property.end;
  while (/\s/.test(code[end] ?? '')) end++;
  if (code[end] === ',') return { start: property.start, end: end + 1, text: '' };
  let start = property.start;
  while (start > 0 && /\s/.test(code[start - 1]!)) start--;
  return code[start - 1] === ','
    ? { start: start - 1, end: property.end, text: '' }
    : { start: property.start, end: property.end, text: '' };
}

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression']);
/** What the bundler cannot prove free of side effects: calls, property reads (getters), spreads (iterators). */
const MAYBE_EFFECTS = new Set(['CallExpression', 'NewExpression', 'MemberExpression', 'SpreadElement', 'TaggedTemplateExpression']);

function maybeEffects(node: AstNode): boolean {
  if (FUNCTIONS.has(node.type)) return false;
  return MAYBE_EFFECTS.has(node.type) || children(node).some(maybeEffects);
}

/**
 * Wraps a top-level constant's value in an IIFE marked pure, so an unused one is dropped whole: the schemas
 * it is built from, and the reads of other constants it is built from, with it.
 */
function pureWrap(init: AstNode): Edit[] {
  if (!maybeEffects(init)) return [];
  return [
    { start: init.end, end: init.end, text: '))()' },
    { start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' },
  ];
}

const isSchemaProperty = (node: AstNode) => node.type === 'Property' && SCHEMA_KEYS.has(keyName(node) ?? '');

function schemaRemovals(code: string, node: AstNode, edits: Edit[]) {
  for (const child of children(node)) {
    if (isSchemaProperty(child)) edits.push(removal(code, child));
    else schemaRemovals(code, child, edits);
  }
}

function topLevelConstants(program: AstNode): AstNode[] {
  return (program.body as AstNode[]).flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as AstNode[]).map((declarator) => declarator.init as AstNode | null).filter(isNode);
  });
}

/** A row file's JavaScript without its schemas: schema properties removed, top-level values droppable. */
export function stripCallSchemas(code: string): string {
  const program = parseAst(code) as unknown as AstNode;
  const edits: Edit[] = [];
  schemaRemovals(code, program, edits);
  for (const init of topLevelConstants(program)) edits.push(...pureWrap(init));
  // From the end, so that each edit's offsets still hold; removals lie strictly inside a wrapped value.
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** TypeBox's own files: its package declares no `sideEffects`, so a bundler keeps their top-level statements. */
const TYPEBOX_FILE = /[\\/]node_modules[\\/]typebox[\\/]/;

/** The Vite plugin: applied to the browser's build (and dev client) only; the server keeps every schema. */
export function stripCallSchemasPlugin(): Plugin {
  return {
    name: 'strip-call-schemas',
    // After Vite's own TypeScript transform: this one reads JavaScript.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: [CALL_TABLE_FILE, TYPEBOX_FILE] },
      handler(code, id) {
        // schema.ts still imports TypeBox: without this its unused modules' top-level code would stay.
        if (TYPEBOX_FILE.test(id)) return { code, map: null, moduleSideEffects: false };
        return { code: stripCallSchemas(code), map: null };
      },
    },
  };
}
