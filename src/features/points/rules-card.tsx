import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../lib/ui/empty-state';
import { CallStateView } from '../../lib/ui/call-state-view';
import { loadRules, type Session } from './points-api';
import { PointsCard, RuleRows } from './points.styles';
import { useCall } from '../../engine/use-call';

/** The rules as the database holds them: sign-in and its streak bonuses, the ways to earn, the quota prices. */
export function RulesCard({ session }: { session: Session }) {
  const { t } = useTranslation('points');
  const { state, retry } = useCall(() => loadRules(session), [session.api, session.token]);
  return (
    <PointsCard aria-labelledby="points-rules" data-testid="points-rules" data-wide="true">
      <h3 id="points-rules">{t('rules.title')}</h3>
      <CallStateView state={state} onRetry={retry}>
        {({ sign, earning, consumption }) =>
          earning.length + consumption.length === 0 ? (
            <EmptyState>{t('rules.empty')}</EmptyState>
          ) : (
            <>
              <h4>{t('rules.sign')}</h4>
              <RuleRows data-testid="sign-rules">
                <li>
                  <span className="what">{t('rules.daily')}</span>
                  <span className="worth">{t('rules.points', { points: sign.dailyPoints })}</span>
                </li>
                {sign.bonuses.map((bonus) => (
                  <li key={bonus.streakDay}>
                    <span className="what">{bonus.title}</span>
                    <span className="worth">{t('rules.points', { points: bonus.points })}</span>
                  </li>
                ))}
              </RuleRows>
              <h4>{t('rules.earning')}</h4>
              <RuleRows data-testid="earning-rules">
                {earning.map((rule) => (
                  <li key={rule.code}>
                    <div className="what">
                      <strong>{rule.title}</strong>
                      <p>{rule.description}</p>
                      <p data-testid="earned-so-far">{t('rules.earned', { count: rule.earnedTimes, points: rule.earnedPoints })}</p>
                    </div>
                    <span className="worth">{t('rules.points', { points: rule.points })}</span>
                  </li>
                ))}
              </RuleRows>
              <h4>{t('rules.consumption')}</h4>
              <RuleRows data-testid="consumption-rules">
                {consumption.map((rule) => (
                  <li key={rule.kind}>
                    <div className="what">
                      <strong>{rule.title}</strong>
                      <p>
                        {rule.description} · {t('rules.free', { count: rule.freeAllotment })}
                      </p>
                    </div>
                    <span className="worth">
                      {rule.exchangePoints === null
                        ? t('residue.noExchange')
                        : t('rules.rate', { points: rule.exchangePoints, count: rule.exchangeResidue })}
                    </span>
                  </li>
                ))}
              </RuleRows>
            </>
          )
        }
      </CallStateView>
    </PointsCard>
  );
}
