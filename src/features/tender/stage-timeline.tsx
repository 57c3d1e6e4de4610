import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TradeCategory } from '../../../shared/calls/enums';
import type { TenderStageRef } from '../../../shared/calls/tender';
import { StageTag } from '../../engine/content/stage-tag';
import { tenderHref } from '../../engine/content/tender-href';
import { formatDate } from '../../lib/format-date';
import { mobile } from '../../lib/ui/media';

const Steps = styled.ol`
  margin: 0 0 0 8px;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    display: grid;
    grid-template-columns: 92px minmax(0, 1fr);
    gap: 4px 12px;
    padding: 0 0 16px 20px;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }
  ${mobile} {
    li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  li:last-child {
    padding-bottom: 0;
  }
  li::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 4px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
  li.current::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  time {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    min-width: 0;
  }
  a {
    overflow-wrap: anywhere;
  }
  li.current a {
    font-weight: 600;
  }
  strong {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** Every stage of the project, oldest first, each dated and linking to its own notice; this one is marked. */
export function StageTimeline({
  stages,
  currentId,
  tradeCategory,
}: {
  stages: TenderStageRef[];
  currentId: number;
  tradeCategory: TradeCategory;
}) {
  const { t } = useTranslation('tender');
  return (
    <Steps data-testid="stage-timeline">
      {stages.map((stage) => {
        const current = stage.id === currentId;
        return (
          <li key={stage.id} className={current ? 'current' : undefined} data-testid="stage">
            <time dateTime={stage.publishTime}>{formatDate(stage.publishTime)}</time>
            <div>
              <StageTag stage={stage.engType} />
              <Link to={tenderHref({ id: stage.id, engType: stage.engType, tradeCategory })} aria-current={current ? 'page' : undefined}>
                {stage.title}
              </Link>
              {current && <strong>{t('timelineCurrent')}</strong>}
            </div>
          </li>
        );
      })}
    </Steps>
  );
}
