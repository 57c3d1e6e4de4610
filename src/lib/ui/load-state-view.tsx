import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadState } from '../hooks/use-load';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

/** A browser-side load: a loading line, its error with a retry, or what it loaded. */
export function LoadStateView<T>({ state, onRetry, children }: { state: LoadState<T>; onRetry: () => void; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <EmptyState>{t('loading')}</EmptyState>;
  if (state.status === 'failed') return <LoadError message={state.message} onRetry={onRetry} />;
  return <>{children(state.value)}</>;
}
