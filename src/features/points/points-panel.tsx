import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonalPanel, type PersonalSectionProps } from '../../engine/personal-sections';
import { useApi } from '../../engine/portal-context';
import { LedgerCard } from './ledger-card';
import type { Session } from './points-api';
import { PanelGrid } from './points.styles';
import { ResidueCard } from './residue-card';
import { RulesCard } from './rules-card';
import { SignInCard } from './sign-in-card';

/** "My points" of the personal centre (SPEC §7 points): sign-in, the AI quota, the ledger and the rules. */
export default function PointsPanel({ token }: PersonalSectionProps) {
  const { t } = useTranslation('points');
  const api = useApi();
  const fallback = t('errors:http.network');
  const session = useMemo<Session>(() => ({ api, token, fallback }), [api, token, fallback]);
  // A sign-in or an exchange moves the balance that the other cards show: they load again.
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  const [balance, setBalance] = useState<number | null>(null);
  return (
    <PersonalPanel title={t('title')} testId="personal-points">
      <PanelGrid>
        <SignInCard session={session} version={version} onSigned={changed} />
        <ResidueCard session={session} version={version} balance={balance} onChanged={changed} />
        <LedgerCard session={session} version={version} onBalance={setBalance} />
        <RulesCard session={session} />
      </PanelGrid>
    </PersonalPanel>
  );
}
