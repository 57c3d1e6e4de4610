import { TOAST_DURATION_MS } from '../constants';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Toasts raised from anywhere (the API client included) and shown by <Toaster/>. */
export function createToastStore(duration = TOAST_DURATION_MS) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number) {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  return {
    show(message: string, kind: ToastKind = 'info') {
      // The same message twice in a row (several failing calls) shows once.
      if (toasts.some((toast) => toast.message === message)) return;
      const toast = { id: nextId++, kind, message };
      toasts = [...toasts, toast];
      emit();
      if (typeof window !== 'undefined') window.setTimeout(() => dismiss(toast.id), duration);
    },
    dismiss,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => toasts,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
