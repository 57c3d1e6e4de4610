import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { useApi } from '../../engine/portal-context';

const LEVELS = 4;
const DEBOUNCE_MS = 300;

const Meter = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: -6px 0 14px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Bar = styled.span<{ $on: boolean; $strong: boolean }>`
  flex: 1;
  height: 4px;
  border-radius: 2px;
  background: ${({ theme, $on, $strong }) => (!$on ? theme.colors.border : $strong ? theme.colors.success : theme.colors.accent)};
`;

/** Strength of a new password, as the server rates it (0–4), shown as four bars. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('pages');
  const api = useApi();
  const [strength, setStrength] = useState(0);
  useEffect(() => {
    if (!password) {
      setStrength(0);
      return;
    }
    const timer = window.setTimeout(() => {
      api
        .call(accountAuthCalls.passwordStrength, { password }, { silent: true })
        .then((body) => setStrength(body.strength))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [api, password]);
  return (
    <Meter data-testid="password-strength" data-strength={strength}>
      {Array.from({ length: LEVELS }, (_, index) => (
        <Bar key={index} $on={strength > index} $strong={strength >= 3} />
      ))}
      <span>{t(`account.strength.${strength}`)}</span>
    </Meter>
  );
}
