import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-panel';

export type { ConfirmDialogProps } from './confirm-panel';

// A confirmation opens after a click: its code (with the modal dialog's) loads then, not with the page.
const ConfirmPanel = lazy(() => import('./confirm-panel'));

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmPanel {...props} />
    </Suspense>
  );
}
