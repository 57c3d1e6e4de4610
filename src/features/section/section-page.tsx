import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { hasRequiredParams, hrefOf } from '../../engine/href';
import { ROUTES } from '../../engine/routes';
import { useCurrentRoute } from '../../engine/use-current-route';
import { EmptyState } from '../../lib/ui/empty-state';
import { PageShell } from '../../lib/ui/page-shell';

const Related = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 8px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Pages whose route needs no id: the siblings a visitor can go on to. */
function siblingsOf(page: string | undefined, current: string): string[] {
  return ROUTES.filter((row) => row.page === page && row.name !== current && !hasRequiredParams(row.path)).map((row) => row.name);
}

/**
 * The page of an area whose own feature has not been built yet: its title, its introduction, an honest
 * empty state and links to the area's other pages.
 */
export default function SectionPage() {
  const { t } = useTranslation('pages');
  const { row } = useCurrentRoute();
  const name = row?.name ?? 'home';
  const siblings = siblingsOf(row?.page, name);
  return (
    <PageShell title={t(`routes:${name}`)} lead={t(`section.leads.${name}`, { defaultValue: t('section.lead') })}>
      <EmptyState>{t('section.empty')}</EmptyState>
      {siblings.length > 0 && (
        <nav aria-label={t('section.related')}>
          <Related>
            {siblings.map((sibling) => (
              <li key={sibling}>
                <Link to={hrefOf(sibling)}>{t(`routes:${sibling}`)}</Link>
              </li>
            ))}
          </Related>
        </nav>
      )}
    </PageShell>
  );
}
