import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionCheckedAtom } from '../../../engine/state/portal-atoms';
import { useAiSession } from '../shared/use-ai-session';
import type { AiSession } from './writings-api';

/**
 * The signed-in user's session for the writings calls: null before sign-in is known or for a visitor;
 * `checked` tells the two apart (a visitor is asked to log in only once the stored token has been checked).
 */
export function useWritingSession() {
  const { t } = useTranslation('ai');
  const { api, token, apiBase, tenantId } = useAiSession();
  const checked = useAtomValue(sessionCheckedAtom);
  const fallback = t('writings.errors.network');
  const session = useMemo<AiSession | null>(() => (token ? { api, token, fallback } : null), [api, token, fallback]);
  return { session, checked, apiBase, tenantId };
}
