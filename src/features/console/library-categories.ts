import type { LibraryType } from '../../../shared/calls/enums';
import { libraryCalls } from '../../../shared/calls/library';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';

// The category choices of a library type (standards, policies, papers) for the console's forms, and the options of
// any category tree (the help centre's too).

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/** A category tree as options, each level indented. */
export const categoryOptions = (nodes: readonly CategoryNode[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((node) => [
    { value: String(node.id), label: `${'\u3000'.repeat(depth)}${node.name}` },
    ...categoryOptions(node.children, depth + 1),
  ]);

/** A library type's categories as select options (none until they have loaded). */
export function useCategoryOptions(catType: LibraryType): { value: string; label: string }[] {
  const api = useApi();
  const loaded = useCall(() => api.call(libraryCalls.catTree, { catType }, { silent: true }), [api, catType]);
  return loaded.state.status === 'done' ? categoryOptions(loaded.state.value.list as CategoryNode[]) : [];
}
