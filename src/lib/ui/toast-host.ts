/**
 * Where toasts show while a modal dialog is open. showModal() makes everything outside the dialog inert, which
 * also takes the page's toast live region out of the accessibility tree and under the dialog's backdrop; so an
 * open dialog offers a live region of its own, and the toaster renders into the newest one.
 */
let hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const toastHosts = {
  add(host: HTMLElement) {
    hosts = [...hosts, host];
    emit();
  },
  remove(host: HTMLElement) {
    hosts = hosts.filter((item) => item !== host);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: (): HTMLElement | null => hosts[hosts.length - 1] ?? null,
  none: (): HTMLElement | null => null,
};
