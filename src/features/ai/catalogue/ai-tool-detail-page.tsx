import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AiTool } from '../../../../shared/calls/ai-tools';
import { LoadedView } from '../../../engine/content/loaded-view';
import { usePageData } from '../../../engine/content/use-page-data';
import { hrefOf } from '../../../engine/href';
import type { PageLoadArgs } from '../../../engine/page-load';
import { Button } from '../../../lib/ui/button';
import { PageShell } from '../../../lib/ui/page-shell';
import { surfacePanel } from '../../../lib/ui/surface';
import { ModeBanner } from '../shared/mode-banner';
import { Catalogue } from './ai-tool-list-page';
import { useCostText } from './tool-card';
import { isTool, loadCatalogue, toolEntryHref, type CatalogueData } from './tool-entry';

interface DetailData extends CatalogueData {
  tool: AiTool | null;
}

export async function loadData(args: PageLoadArgs): Promise<DetailData> {
  const key = new URL(args.request.url).searchParams.get('tool');
  return { tool: isTool(key) ? key : null, ...(await loadCatalogue(args)) };
}

const Notice = styled.p`
  ${surfacePanel}
  margin-bottom: 16px;
  padding: 10px 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
`;

const Panel = styled.section`
  ${surfacePanel}
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    font-size: 17px;
  }
  ol {
    margin: 0;
    padding-left: 1.5em;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const STEP_COUNT = 3;

/** /aiToolDetail?tool=key: one tool's purpose, steps, cost and entry; an unknown key shows the catalogue. */
export default function AiToolDetailPage() {
  const { t } = useTranslation('ai');
  const data = usePageData<DetailData>();
  const cost = useCostText();
  const tool = data.tool;
  if (!tool) {
    return (
      <PageShell title={t('routes:aiToolList')} lead={t('catalogue.lead')}>
        <Notice role="status" data-testid="ai-unknown-tool">
          {t('catalogue.unknownTool')}
        </Notice>
        <Catalogue data={data} />
      </PageShell>
    );
  }
  const name = t(`catalogue.tools.${tool}.name`);
  return (
    <PageShell
      title={name}
      lead={t(`catalogue.tools.${tool}.summary`)}
      actions={<Link to={hrefOf('aiToolList')}>{t('catalogue.back')}</Link>}
    >
      <LoadedView loaded={data.catalogue}>
        {({ mode, model, list }) => {
          const entry = list.find((item) => item.key === tool);
          return (
            <>
              <ModeBanner mode={mode} model={model} />
              <Panel aria-label={name} data-testid="ai-tool-detail">
                <h2>{t('catalogue.whatItDoes')}</h2>
                <p>{t(`catalogue.tools.${tool}.detail`)}</p>
                <h2>{t('catalogue.steps')}</h2>
                <ol>
                  {Array.from({ length: STEP_COUNT }, (_, index) => (
                    <li key={index}>{t(`catalogue.tools.${tool}.steps.${index}`)}</li>
                  ))}
                </ol>
                <h2>{t('catalogue.costTitle')}</h2>
                <p>{entry ? cost(entry) : t('catalogue.costUnknown')}</p>
                <p>{t('catalogue.loginNote')}</p>
                <Actions>
                  <Button as={Link} to={toolEntryHref(tool)}>
                    {t('catalogue.enterNamed', { name })}
                  </Button>
                  <Link to={hrefOf('aiWriteList')}>{t('catalogue.myWritings')}</Link>
                </Actions>
              </Panel>
            </>
          );
        }}
      </LoadedView>
    </PageShell>
  );
}
