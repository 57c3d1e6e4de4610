import type { ConsoleTenant } from '../../../shared/calls/console';
import type { EditorialBrief } from '../../../shared/calls/editorial';

/** What the console calls an item's state: its editorial state, or deleted. */
export const stateOf = (item: Pick<EditorialBrief, 'state' | 'deletedAt'>) => (item.deletedAt ? 'deleted' : item.state);

/** The item's tenants by title ('shared' for none), those the editor does not know by their ids. */
export function tenantTitles(ids: readonly string[], tenants: readonly ConsoleTenant[], shared: string): string {
  if (!ids.length) return shared;
  return ids.map((id) => tenants.find((tenant) => tenant.id === id)?.title ?? id).join('、');
}
