import type { Count } from './paging';

/** A node of a category or directory tree; its count includes its descendants. */
export interface TreeNode {
  id: number;
  name: string;
  count: number;
  children: TreeNode[];
}

export interface NodeRow {
  id: number;
  parent_id: number | null;
  name: string;
  count: Count;
}

/** Nests rows under their parents, keeping the rows' order, and adds each node's own count to its ancestors'. */
export function buildTree(rows: NodeRow[]): TreeNode[] {
  const nodes = new Map<number, TreeNode & { parentId: number | null }>();
  for (const row of rows) nodes.set(row.id, { id: row.id, name: row.name, count: Number(row.count), children: [], parentId: row.parent_id });
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const addChildren = (node: TreeNode): number => {
    node.count += node.children.reduce((sum, child) => sum + addChildren(child), 0);
    return node.count;
  };
  roots.forEach(addChildren);
  const strip = ({ id, name, count, children }: TreeNode): TreeNode => ({ id, name, count, children: children.map(strip) });
  return roots.map(strip);
}
