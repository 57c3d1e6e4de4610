import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { CallBody, CallReply, CallRow } from '../../../shared/calls/define-call';
import { useApi } from '../../engine/portal-context';
import type { BodyArgs } from '../../lib/api/api-client';
import { failedWith, type Settled } from '../../lib/api/call-state';

const Alert = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
`;

/**
 * A login form's submission: a refusal (a wrong password, not a member of this organisation) or a failed request
 * stays in the form as one role="alert" message until the next try, instead of a toast that vanishes after two
 * seconds and is read by the toaster's live region as well. The call is silent, so the client toasts nothing.
 */
export function useLoginAttempt() {
  const api = useApi();
  const [error, setError] = useState<string | null>(null);
  const attempt = useCallback(
    async <R extends CallRow>(row: R, body: CallBody<R>): Promise<Settled<CallReply<R>>> => {
      setError(null);
      try {
        // A generic row's body-and-options tuple only resolves once R is known; this is that tuple.
        const bodyAndOptions = [body, { silent: true }] as BodyArgs<R>;
        return { status: 'done', value: await api.call(row, ...bodyAndOptions) };
      } catch (caught) {
        const failed = failedWith(caught);
        setError(failed.message);
        return failed;
      }
    },
    [api],
  );
  const alert = error ? (
    <Alert role="alert" data-testid="login-error">
      {error}
    </Alert>
  ) : null;
  return { attempt, alert };
}
