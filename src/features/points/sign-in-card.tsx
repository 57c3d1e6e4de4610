import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_CODES } from '../../../shared/calls/points';
import { useToasts } from '../../engine/portal-context';
import { CallRefused } from '../../lib/api/call-refused';
import { Button } from '../../lib/ui/button';
import { CallStateView } from '../../lib/ui/call-state-view';
import { loadSignIn, signToday, type Session } from './points-api';
import { Figure, Note, PointsCard } from './points.styles';
import { SignCalendar } from './sign-calendar';
import { useCall } from '../../engine/use-call';

interface SignInCardProps {
  session: Session;
  /** Changes when the points moved elsewhere (the card loads again). */
  version: number;
  onSigned: () => void;
}

/** Today's sign-in (China time): the month's calendar, the streak, the button and what the next sign-in earns. */
export function SignInCard({ session, version, onSigned }: SignInCardProps) {
  const { t } = useTranslation('points');
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const { state, retry } = useCall(() => loadSignIn(session), [session.api, session.token, version]);

  const sign = async () => {
    setBusy(true);
    try {
      const result = await signToday(session);
      toasts.show(result.bonus ? t('signIn.doneBonus', result) : t('signIn.done', result), 'success');
    } catch (error) {
      // Signed already (another tab): the card shows it once it loads again.
      const signed = error instanceof CallRefused && error.code === POINTS_CODES.alreadySigned;
      toasts.show(error instanceof Error ? error.message : session.fallback, signed ? 'info' : 'error');
    } finally {
      setBusy(false);
      onSigned();
    }
  };

  return (
    <PointsCard aria-labelledby="points-sign-in" data-testid="points-sign-in">
      <h3 id="points-sign-in">{t('signIn.title')}</h3>
      <CallStateView state={state} onRetry={retry}>
        {({ status, month, today, signed }) => (
          <>
            <Figure data-testid="sign-streak">
              {t('signIn.streak')}
              <strong>{t('signIn.days', { count: status.streak })}</strong>
            </Figure>
            <Button type="button" $block onClick={() => void sign()} disabled={status.signedToday || busy} data-testid="sign-button">
              {status.signedToday ? t('signIn.signedToday') : busy ? t('signIn.signing') : t('signIn.sign')}
            </Button>
            <Note data-testid="sign-next">
              {t(status.signedToday ? 'signIn.nextTomorrow' : 'signIn.nextToday', { points: status.nextPoints })}
              {status.nextBonus && (
                <>
                  {' '}
                  ·{' '}
                  {t('signIn.nextBonus', {
                    days: status.nextBonus.daysLeft,
                    streakDay: status.nextBonus.streakDay,
                    points: status.nextBonus.points,
                  })}
                </>
              )}
            </Note>
            <SignCalendar month={month} today={today} signed={signed} />
          </>
        )}
      </CallStateView>
    </PointsCard>
  );
}
