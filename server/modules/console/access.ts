import { MAIN_TENANT_ID } from '../../../shared/resolve-tenant';
import type { AuthUser } from '../accounts/public';
import { fail } from '../../services/failure';

/** Who acts in the console: the session's content roles (the row's role has been checked already). */
export type Editor = Pick<AuthUser, 'userId' | 'editorTenants' | 'adminTenants'>;

/** The main tenant's admins act on every item, shared news (no tenant) included. */
export const isChiefAdmin = (editor: Editor): boolean => editor.adminTenants.includes(MAIN_TENANT_ID);

/** Whether the editor may touch an item of these tenants: one of them is theirs. */
export function mayEdit(editor: Editor, tenants: readonly string[]): boolean {
  return isChiefAdmin(editor) || tenants.some((tenant) => editor.editorTenants.includes(tenant));
}

/** Refuses an item that belongs only to other tenants (or is shared) than the editor's. */
export function checkItem(editor: Editor, tenants: readonly string[]): void {
  if (!mayEdit(editor, tenants)) throw fail('console.otherTenant');
}

/**
 * Refuses a change of an item's tenants that adds or removes one the editor does not edit, or that leaves it
 * shared when the editor is not the main tenant's admin.
 */
export function checkTenantChange(editor: Editor, before: readonly string[], after: readonly string[]): void {
  if (isChiefAdmin(editor)) return;
  const changed = [...after.filter((t) => !before.includes(t)), ...before.filter((t) => !after.includes(t))];
  if (!after.length || changed.some((tenant) => !editor.editorTenants.includes(tenant))) throw fail('console.otherTenant');
}

/** The tenants whose roles and audit entries the admin sees; undefined: every one (the main tenant's admins). */
export const adminScope = (editor: Editor): string[] | undefined => (isChiefAdmin(editor) ? undefined : editor.adminTenants);
