import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadedView } from '../../../engine/content/loaded-view';
import { usePageData } from '../../../engine/content/use-page-data';
import { hrefOf } from '../../../engine/href';
import type { PageLoadArgs } from '../../../engine/page-load';
import { CardGrid } from '../../../lib/ui/card-grid';
import { PageShell } from '../../../lib/ui/page-shell';
import { ModeBanner } from '../shared/mode-banner';
import { loadCatalogue, type CatalogueData } from './tool-entry';
import { ToolCard } from './tool-card';

export const loadData = (args: PageLoadArgs) => loadCatalogue(args);

/** The tools' grid with the host's mode above it. */
export function Catalogue({ data }: { data: CatalogueData }) {
  const { t } = useTranslation('ai');
  return (
    <LoadedView loaded={data.catalogue}>
      {({ mode, model, list }) => (
        <>
          <ModeBanner mode={mode} model={model} />
          <CardGrid $min={260} aria-label={t('catalogue.listLabel')}>
            {list.map((entry) => (
              <ToolCard key={entry.key} entry={entry} />
            ))}
          </CardGrid>
        </>
      )}
    </LoadedView>
  );
}

/** /aiToolList: the AI tools, each with its cost and its entry; the user's writings are one link away. */
export default function AiToolListPage() {
  const { t } = useTranslation('ai');
  const data = usePageData<CatalogueData>();
  return (
    <PageShell
      title={t('routes:aiToolList')}
      lead={t('catalogue.lead')}
      actions={<Link to={hrefOf('aiWriteList')}>{t('catalogue.myWritings')}</Link>}
    >
      <Catalogue data={data} />
    </PageShell>
  );
}
