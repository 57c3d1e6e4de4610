import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { Toast, ToastKind, ToastStore } from '../toast/toast-store';
import { toastHosts } from './toast-host';

/** The toasts' live region: the page's own, and one inside each open modal dialog (see toast-host.ts). */
export const ToastStack = styled.div`
  position: fixed;
  top: 24px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: max-content;
  max-width: calc(100vw - 32px);
`;

const Item = styled.div<{ $kind: ToastKind }>`
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 16px ${({ theme }) => theme.colors.shadow};
  border-left: 4px solid
    ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : $kind === 'success' ? theme.colors.success : theme.colors.primary)};
`;

function Items({ toasts }: { toasts: readonly Toast[] }) {
  return toasts.map((toast) => (
    <Item key={toast.id} $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </Item>
  ));
}

export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const dialogHost = useSyncExternalStore(toastHosts.subscribe, toastHosts.current, toastHosts.none);
  return (
    <ToastStack aria-live="polite">
      {dialogHost ? createPortal(<Items toasts={toasts} />, dialogHost) : <Items toasts={toasts} />}
    </ToastStack>
  );
}
