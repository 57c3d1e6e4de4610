import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsumptionRule, Residue } from '../../../shared/calls/points';
import { useToasts } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { CallStateView } from '../../lib/ui/call-state-view';
import { exchangeShortfall } from './exchange-shortfall';
import { exchangeResidue, loadResidues, openResidue, type Session } from './points-api';
import { Note, PointsCard, RuleRows } from './points.styles';
import { useCall } from '../../engine/use-call';

interface ResidueCardProps {
  session: Session;
  version: number;
  /** The points balance: an exchange it does not cover is disabled, and the confirmation names it. */
  balance: number | null;
  onChanged: () => void;
}

/** The AI quota of each kind: its balance, its free allotment to take, and the exchange of points for more. */
export function ResidueCard({ session, version, balance, onChanged }: ResidueCardProps) {
  const { t } = useTranslation('points');
  const toasts = useToasts();
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<ConsumptionRule | null>(null);
  const { state, retry } = useCall(() => loadResidues(session), [session.api, session.token, version]);

  const act = async (kind: string, work: () => Promise<string>) => {
    setBusy(kind);
    try {
      toasts.show(await work(), 'success');
      onChanged();
    } catch (error) {
      toasts.show(error instanceof Error ? error.message : session.fallback, 'error');
    } finally {
      setBusy(null);
    }
  };

  const open = (rule: ConsumptionRule) =>
    act(rule.kind, async () => {
      await openResidue(session, rule.kind);
      return t('residue.opened', { kind: rule.title, count: rule.freeAllotment });
    });

  const exchange = (rule: ConsumptionRule) => {
    setAsking(null);
    void act(rule.kind, async () => {
      await exchangeResidue(session, rule.kind, rule.exchangeResidue!);
      return t('residue.exchanged', { kind: rule.title, count: rule.exchangeResidue });
    });
  };

  // Disabled while the balance is unknown or short, with what is missing said beside it; the server's refusal
  // stays the backstop for a balance that changed meanwhile.
  const exchangeButton = (rule: ConsumptionRule, cost: number) => {
    const missing = exchangeShortfall(balance, cost);
    const reasonId = `residue-shortfall-${rule.kind}`;
    return (
      <span className="action">
        <Button
          type="button"
          $variant="ghost"
          disabled={busy === rule.kind || missing !== 0}
          aria-describedby={missing ? reasonId : undefined}
          onClick={() => setAsking(rule)}
        >
          {t('residue.exchange', { points: cost, count: rule.exchangeResidue })}
        </Button>
        {missing ? (
          <Note id={reasonId} data-testid="exchange-shortfall">
            {t('residue.shortfall', { missing })}
          </Note>
        ) : null}
      </span>
    );
  };

  const row = (residue: Residue, rule: ConsumptionRule | undefined) => (
    <li key={residue.kind} data-testid={`residue-${residue.kind}`}>
      <div className="what">
        <strong>{residue.title}</strong>
        <p>{residue.opened ? t('residue.balance', { count: residue.balance }) : t('residue.notOpened')}</p>
      </div>
      {rule && !residue.opened && (
        <Button type="button" $variant="ghost" disabled={busy === rule.kind} onClick={() => void open(rule)}>
          {t('residue.open', { count: rule.freeAllotment })}
        </Button>
      )}
      {rule && residue.opened && rule.exchangePoints !== null && exchangeButton(rule, rule.exchangePoints)}
    </li>
  );

  return (
    <PointsCard aria-labelledby="points-residue" data-testid="points-residue">
      <h3 id="points-residue">{t('residue.title')}</h3>
      <Note>{t('residue.hint')}</Note>
      <CallStateView state={state} onRetry={retry}>
        {({ residues, consumption }) => (
          <RuleRows>
            {residues.map((residue) =>
              row(
                residue,
                consumption.find((rule) => rule.kind === residue.kind),
              ),
            )}
          </RuleRows>
        )}
      </CallStateView>
      {asking && (
        <ConfirmDialog
          title={t('residue.exchangeTitle')}
          message={t('residue.exchangeConfirm', {
            points: asking.exchangePoints,
            kind: asking.title,
            count: asking.exchangeResidue,
            balance: balance ?? 0,
          })}
          confirmLabel={t('residue.confirm')}
          cancelLabel={t('residue.cancel')}
          onConfirm={() => exchange(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </PointsCard>
  );
}
