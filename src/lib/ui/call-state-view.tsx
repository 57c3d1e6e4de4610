import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallState } from '../api/call-state';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

/** A call made in the browser: a loading line, its error with a retry, or what it loaded. */
export function CallStateView<T>({
  state,
  onRetry,
  children,
}: {
  state: CallState<T>;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.status === 'pending') return <EmptyState>{t('loading')}</EmptyState>;
  if (state.status === 'failed') return <LoadError message={state.message} onRetry={onRetry} />;
  return <>{children(state.value)}</>;
}
