import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import { LoadError } from '../../lib/ui/load-error';
import type { Loaded } from './load-content';

/** Renders what a loader fetched, or its error with a retry that loads the page's data again. */
export function LoadedView<T>({ loaded, children }: { loaded: Loaded<T>; children: (value: T) => ReactNode }) {
  const revalidator = useRevalidator();
  if (!loaded.ok) return <LoadError message={loaded.message} onRetry={() => void revalidator.revalidate()} />;
  return <>{children(loaded.value)}</>;
}
