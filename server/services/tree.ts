import type { CountNode } from '../../shared/calls/content-fields';
import type { Count } from './paging';

export interface NodeRow {
  id: number;
  parent_id: number | null;
  name: string;
  count: Count;
}

/** Nests rows under their parents, keeping the rows' order, and adds each node's own count to its ancestors'. */
export function buildTree(rows: NodeRow[]): CountNode[] {
  const nodes = new Map<number, CountNode & { parentId: number | null }>();
  for (const row of rows)
    nodes.set(row.id, { id: row.id, name: row.name, count: Number(row.count), children: [], parentId: row.parent_id });
  const roots: CountNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const addChildren = (node: CountNode): number => {
    node.count += node.children.reduce((sum, child) => sum + addChildren(child), 0);
    return node.count;
  };
  roots.forEach(addChildren);
  const strip = ({ id, name, count, children }: CountNode): CountNode => ({ id, name, count, children: children.map(strip) });
  return roots.map(strip);
}
