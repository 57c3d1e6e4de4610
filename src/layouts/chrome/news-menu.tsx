import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { newsCalls, type NewsColumn } from '../../../shared/calls/news';
import { hrefOf } from '../../engine/href';
import { useApi } from '../../engine/portal-context';
import { NEWS_MENU_COLUMNS, NEWS_MENU_PER_COLUMN } from '../../lib/constants';
import { splitColumns } from '../../lib/split-columns';
import { desktop } from '../../lib/ui/media';

// The hover panel is a desktop affordance; on narrow screens the trigger links to the news home.
const Wrap = styled.div`
  position: relative;
  ${desktop} {
    &:hover > div,
    &:focus-within > div {
      display: flex;
    }
  }
`;

const Trigger = styled(Link)`
  display: block;
  padding: 8px 12px;
  white-space: nowrap;
`;

const Panel = styled.div`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 50;
  gap: 24px;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  box-shadow: 0 8px 24px ${({ theme }) => theme.colors.shadow};
`;

const Column = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 112px;
  li a {
    display: block;
    padding: 6px 0;
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
  }
`;

/** SPEC §2: hover News menu, 5 items a column in two columns. */
export function NewsMenu() {
  const { t } = useTranslation();
  const api = useApi();
  const [columns, setColumns] = useState<NewsColumn[]>([]);
  // The columns are fetched when a visitor reaches for the menu, not with every page: most never open it.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    api
      .call(newsCalls.newsDirList, {}, { keepOnLeave: true, silent: true })
      .then((body) => {
        if (live) setColumns(body.list);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, wanted]);

  return (
    <Wrap data-testid="news-menu" onPointerEnter={want} onFocus={want}>
      <Trigger to={hrefOf('news')} aria-haspopup="true">
        {t('nav.news')}
      </Trigger>
      {columns.length > 0 && (
        <Panel role="menu">
          {splitColumns(columns, NEWS_MENU_PER_COLUMN, NEWS_MENU_COLUMNS).map((column, index) => (
            <Column key={index}>
              {column.map((item) => (
                <li key={item.id} role="none">
                  <Link role="menuitem" to={hrefOf('newsList', { id: item.id })}>
                    {item.name}
                  </Link>
                </li>
              ))}
            </Column>
          ))}
        </Panel>
      )}
    </Wrap>
  );
}
