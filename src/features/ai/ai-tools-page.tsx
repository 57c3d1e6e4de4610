import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefOf } from '../../engine/href';
import { useCurrentRoute } from '../../engine/use-current-route';
import styled from 'styled-components';
import { CardGrid } from '../../lib/ui/card-grid';
import { PageShell } from '../../lib/ui/page-shell';
import { surfacePanel } from '../../lib/ui/surface';

/** The AI tools, each with the portal area whose content it works from (issue 14 builds the tools themselves). */
const TOOLS = [
  { key: 'writing', related: 'news' },
  { key: 'paper', related: 'paper' },
  { key: 'tender', related: 'tender' },
  { key: 'contract', related: 'policy' },
  { key: 'standards', related: 'standard' },
] as const;

const Tool = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px;
  ${surfacePanel}
  h3 {
    font-size: 16px;
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    margin-top: auto;
    font-size: 14px;
  }
`;

/**
 * Every AI route until the tools open: the catalogue of what is coming, each tool with what it will do and
 * where its material already is on the site, instead of an empty page.
 */
export default function AiToolsPage() {
  const { t } = useTranslation('ai');
  const { row } = useCurrentRoute();
  return (
    <PageShell title={t(`routes:${row?.name ?? 'aiToolList'}`)} lead={t('catalogue.lead')}>
      <CardGrid $min={260} aria-label={t('catalogue.listLabel')}>
        {TOOLS.map((tool) => (
          <Tool key={tool.key}>
            <h3>{t(`catalogue.tools.${tool.key}.name`)}</h3>
            <p>{t(`catalogue.tools.${tool.key}.summary`)}</p>
            <p>{t('catalogue.opening')}</p>
            <Link to={hrefOf(tool.related)}>{t(`catalogue.tools.${tool.key}.related`)}</Link>
          </Tool>
        ))}
      </CardGrid>
    </PageShell>
  );
}
