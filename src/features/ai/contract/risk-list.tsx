import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { RiskNote } from '../../../../shared/calls/ai-tools';
import { surfacePanel } from '../../../lib/ui/surface';
import { CitationList } from '../shared/citation-list';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 0;
  list-style: none;
`;

const Note = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  ${surfacePanel}
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  h3 {
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 4px 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Level = styled.span<{ $level: RiskNote['level'] }>`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  font-size: 12px;
  border: 1px solid;
  ${({ $level, theme }) =>
    $level === 'high'
      ? css`
          background: ${theme.colors.danger};
          border-color: ${theme.colors.danger};
          color: ${theme.colors.onDanger};
        `
      : $level === 'medium'
        ? css`
            background: ${theme.colors.accent};
            border-color: ${theme.colors.accent};
            color: ${theme.colors.onAccent};
          `
        : css`
            border-color: ${theme.colors.border};
            color: ${theme.colors.text};
          `}
`;

const Topic = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** The review's risks clause by clause: topic, level, finding, suggestion and what each rests on. */
export function RiskList({ risks }: { risks: RiskNote[] }) {
  const { t } = useTranslation('ai');
  return (
    <List data-testid="risk-list" aria-label={t('contract.risks')}>
      {risks.map((risk, index) => (
        <Note key={`${index}-${risk.clause}`} data-testid="risk-note" data-level={risk.level}>
          <header>
            <Level $level={risk.level}>{t(`contract.levels.${risk.level}`)}</Level>
            <Topic>{t(`contract.topics.${risk.topic}`)}</Topic>
            <h3>{risk.clause}</h3>
          </header>
          <dl>
            <dt>{t('contract.finding')}</dt>
            <dd>{risk.finding}</dd>
            <dt>{t('contract.suggestion')}</dt>
            <dd>{risk.suggestion}</dd>
          </dl>
          {risk.citations.length > 0 && <CitationList citations={risk.citations} />}
        </Note>
      ))}
    </List>
  );
}
