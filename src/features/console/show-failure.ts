import { ApiCanceled } from '../../lib/api/api-client';
import type { ToastStore } from '../../lib/toast/toast-store';

/**
 * A console action that failed, as an error toast: the server's refusal or the network's SPEC §8 text (the calls
 * are silent, so nothing else shows it). A call cancelled because the editor left the page shows nothing.
 */
export function showFailure(toasts: Pick<ToastStore, 'show'>, error: unknown): void {
  if (error instanceof ApiCanceled) return;
  toasts.show(error instanceof Error ? error.message : String(error), 'error');
}
