import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TenderStage } from '../../../shared/calls/enums';

/** Results stand out: they are what bidders look for first. */
const Tag = styled.span<{ $result: boolean }>`
  display: inline-block;
  padding: 0 8px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.primaryText};
  font-size: 12px;
  line-height: 20px;
  white-space: nowrap;
  color: ${({ theme, $result }) => ($result ? theme.colors.onPrimary : theme.colors.primaryText)};
  background: ${({ theme, $result }) => ($result ? theme.colors.primary : theme.colors.surface)};
`;

/** A tender's stage (SPEC §9 engineering type) as a small label. */
export function StageTag({ stage, className }: { stage: TenderStage; className?: string }) {
  const { t } = useTranslation('content');
  return (
    <Tag $result={stage === '0104'} className={className} data-testid="stage-tag">
      {t(`tenderStages.${stage}`)}
    </Tag>
  );
}
