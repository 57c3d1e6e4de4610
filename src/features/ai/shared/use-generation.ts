import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiMode, Citation, GenerationEvent } from '../../../../shared/calls/ai-tools';
import type { CallRow } from '../../../../shared/calls/define-call';
import { streamGeneration, StreamBroken, StreamRefused } from './event-stream';
import { useAiSession } from './use-ai-session';

export type GenerationStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface GenerationError {
  /** The business code (43002 quota short, 44001 provider failed, 40001…), absent for a broken stream. */
  code?: string;
  msg: string;
  /** The use was given back (a failure after the start). */
  refunded: boolean;
}

export interface GenerationState {
  text: string;
  status: GenerationStatus;
  citations: Citation[];
  mode: AiMode | null;
  error: GenerationError | null;
  messageId: number | null;
  /** The quota left after the start's spend. */
  balance: number | null;
}

const IDLE: GenerationState = { text: '', status: 'idle', citations: [], mode: null, error: null, messageId: null, balance: null };

/** The next state after one event of the stream. */
export function applyEvent(state: GenerationState, event: GenerationEvent): GenerationState {
  switch (event.type) {
    case 'start':
      return { ...state, mode: event.mode, messageId: event.messageId, balance: event.balance };
    case 'delta':
      return { ...state, text: state.text + event.text };
    case 'citations':
      return { ...state, citations: event.citations };
    case 'done':
      return { ...state, status: event.status };
    case 'error':
      return { ...state, status: 'failed', error: { code: event.code, msg: event.msg, refunded: event.refunded } };
  }
}

/**
 * One generation at a time over a `produces: 'stream'` row: the text as it streams in, stop, and the partial
 * text kept when stopped or failed. start resolves with the final state.
 */
export function useGeneration() {
  const { t } = useTranslation('ai');
  const { token, apiBase, tenantId } = useAiSession();
  const [state, setState] = useState<GenerationState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (row: CallRow, body: unknown): Promise<GenerationState> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      let current: GenerationState = { ...IDLE, status: 'streaming' };
      const set = (next: GenerationState) => {
        current = next;
        if (controller.current === own) setState(next);
      };
      set(current);
      if (!token) {
        set({ ...current, status: 'failed', error: { code: '401', msg: t('shared.errors.signIn'), refunded: false } });
        return current;
      }
      try {
        await streamGeneration({
          apiBase,
          tenantId,
          token,
          row,
          body,
          signal: own.signal,
          onEvent: (event) => !own.signal.aborted && set(applyEvent(current, event)),
        });
      } catch (err) {
        if (own.signal.aborted) set({ ...current, status: 'stopped' });
        else if (err instanceof StreamRefused) {
          const msg = err.message || t(err.status === 401 ? 'shared.errors.signIn' : 'shared.errors.refused');
          set({ ...current, status: 'failed', error: { code: err.code ?? String(err.status), msg, refunded: false } });
        } else {
          const reason = err instanceof StreamBroken ? err.reason : 'network';
          set({ ...current, status: 'failed', error: { msg: t(`shared.errors.${reason}`), refunded: false } });
        }
      } finally {
        if (controller.current === own) controller.current = null;
      }
      return current;
    },
    [apiBase, t, tenantId, token],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  return { ...state, start, stop, reset };
}
