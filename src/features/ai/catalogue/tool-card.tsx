import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ToolEntry } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';
import { Button } from '../../../lib/ui/button';
import { surfacePanel } from '../../../lib/ui/surface';
import { toolEntryHref } from './tool-entry';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px;
  ${surfacePanel}
  h2 {
    font-size: 17px;
  }
  p {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Cost = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-size: 13px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: auto;
  padding-top: 8px;
  font-size: 14px;
`;

/** The quota a tool spends per use, in words. */
export function useCostText() {
  const { t } = useTranslation('ai');
  return (entry: ToolEntry) =>
    t('catalogue.cost', { count: entry.costPerUse, kind: t(`catalogue.kinds.${entry.kind}`, { defaultValue: entry.kind }) });
}

/** One tool of the catalogue: what it does, what a use costs, and the way in. */
export function ToolCard({ entry }: { entry: ToolEntry }) {
  const { t } = useTranslation('ai');
  const cost = useCostText();
  const name = t(`catalogue.tools.${entry.key}.name`);
  return (
    <Card data-testid={`ai-tool-${entry.key}`}>
      <h2>{name}</h2>
      <p>{t(`catalogue.tools.${entry.key}.summary`)}</p>
      <Cost>{cost(entry)}</Cost>
      <Actions>
        <Button as={Link} to={toolEntryHref(entry.key)} aria-label={t('catalogue.enterNamed', { name })}>
          {t('catalogue.enter')}
        </Button>
        <Link to={hrefOf('aiToolDetail', {}, { tool: entry.key })} aria-label={t('catalogue.detailNamed', { name })}>
          {t('catalogue.detail')}
        </Link>
      </Actions>
    </Card>
  );
}
