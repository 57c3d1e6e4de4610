import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { Settled } from '../../lib/api/call-state';
import { LoadError } from '../../lib/ui/load-error';

/** Renders what a loader fetched, or its error with a retry that loads the page's data again. */
export function LoadedView<T>({ loaded, children }: { loaded: Settled<T>; children: (value: T) => ReactNode }) {
  const revalidator = useRevalidator();
  if (loaded.status === 'failed') return <LoadError message={loaded.message} onRetry={() => void revalidator.revalidate()} />;
  return <>{children(loaded.value)}</>;
}
