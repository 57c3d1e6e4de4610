import { relative } from 'node:path';
import { parseAst, type Plugin } from 'vite';

// styled-components names a component's class after a counter of the components created so far, so the same
// component can get one class on the server, which loads the page modules in the order requests came, and
// another in the browser. The browser then builds and injects the styles of every such component again
// while it hydrates. This transform gives each styled component a fixed id instead (file and position, as
// babel-plugin-styled-components does), the same in the server-render bundle and the browser's.

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function children(node: AstNode): AstNode[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

/** The local name of styled-components' default export in a module, if it imports it. */
function styledName(program: AstNode): string | undefined {
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== 'styled-components') continue;
    const specifier = (statement.specifiers as AstNode[]).find((item) => item.type === 'ImportDefaultSpecifier');
    if (specifier) return (specifier.local as { name: string }).name;
  }
  return undefined;
}

/** `styled.div`, `styled(Component)`, and either with `.attrs(…)`. */
function isStyledTag(node: AstNode, styled: string): boolean {
  if (node.type === 'MemberExpression') {
    const object = node.object as AstNode & { name?: string };
    return !node.computed && object.type === 'Identifier' && object.name === styled;
  }
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as AstNode & { name?: string };
  if (callee.type === 'Identifier') return callee.name === styled;
  const property = callee.property as { name?: string } | undefined;
  return callee.type === 'MemberExpression' && property?.name === 'attrs' && isStyledTag(callee.object as AstNode, styled);
}

/** FNV-1a, base 36: a short stable hash. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value.toString(36);
}

/** The module with `.withConfig({ componentId })` after each styled component's tag; `file` names the module. */
export function withComponentIds(code: string, file: string): string {
  const program = parseAst(code) as unknown as AstNode;
  const styled = styledName(program);
  if (!styled) return code;
  const tags: AstNode[] = [];
  const visit = (node: AstNode) => {
    if (node.type === 'TaggedTemplateExpression' && isStyledTag(node.tag as AstNode, styled)) tags.push(node.tag as AstNode);
    for (const child of children(node)) visit(child);
  };
  visit(program);
  let out = code;
  // In source order for the ids, applied from the end so that offsets hold.
  const ids = tags.sort((a, b) => a.start - b.start).map((tag, index) => ({ tag, id: `sc-${hash(`${file}:${index}`)}` }));
  for (const { tag, id } of ids.reverse())
    out = `${out.slice(0, tag.end)}.withConfig({ componentId: ${JSON.stringify(id)} })${out.slice(tag.end)}`;
  return out;
}

/** The Vite plugin, for the browser's build and the server-render build alike. */
export function styledComponentIdsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'styled-component-ids',
    // After Vite's own TypeScript and JSX transform: this one reads JavaScript.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'styled-components' },
      handler(code, id) {
        return { code: withComponentIds(code, relative(root, id).split('\\').join('/')), map: null };
      },
    },
  };
}
