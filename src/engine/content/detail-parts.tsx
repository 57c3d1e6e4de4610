import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { hrefOf } from '../href';
import { surfacePanel } from '../../lib/ui/surface';

// Parts that every detail page of the hub shares: the previous/next links and the side panel of links.

export interface TitleRef {
  id: number;
  title: string;
}

const Nav = styled.nav`
  display: grid;
  gap: 8px;
  margin-top: 24px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const Notice = styled.p`
  padding: 10px 14px;
  margin-bottom: 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  font-size: 14px;
`;

/**
 * Says that the page is a console preview (its address carries `?preview=`), so a colleague the link is sent to
 * does not take an unpublished item for the live page.
 */
export function PreviewNotice() {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();
  if (!search.get('preview')) return null;
  return (
    <Notice role="note" data-testid="preview-notice">
      {t('previewNotice')}
    </Notice>
  );
}

/** The line of facts under a detail page's title (date, source, views...). */
export const DetailMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  padding-bottom: 16px;
  margin-bottom: 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

/** Previous and next item of a detail page; `route` is the detail route both open in. */
export function NeighbourLinks({
  prev,
  next,
  route,
  testId,
}: {
  prev: TitleRef | null;
  next: TitleRef | null;
  route: string;
  testId: string;
}) {
  const { t } = useTranslation('content');
  const row = (label: string, item: TitleRef | null) => (
    <div>
      {t('neighbourLabel', { label })}
      {item ? <Link to={hrefOf(route, { id: item.id })}>{item.title}</Link> : <span>{t('none')}</span>}
    </div>
  );
  return (
    <Nav aria-label={t('neighbours')} data-testid={testId}>
      {row(t('prev'), prev)}
      {row(t('next'), next)}
    </Nav>
  );
}

/** The side panel of a detail page: a heading, a list of links and whatever follows. */
export const AsidePanel = styled.aside`
  display: grid;
  gap: 12px;
  padding: 16px;
  ${surfacePanel}
  h2 {
    font-size: 16px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 6px 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

/** Titles linking to their detail pages (`route` with the id, or `hrefFor`), or a line saying there are none. */
export function TitleLinks({
  items,
  route,
  hrefFor,
  empty,
}: {
  items: TitleRef[];
  route?: string;
  hrefFor?: (id: number) => string;
  empty: string;
}) {
  if (!items.length) return <p>{empty}</p>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={hrefFor ? hrefFor(item.id) : hrefOf(route ?? '', { id: item.id })}>{item.title}</Link>
        </li>
      ))}
    </ul>
  );
}
