import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Crumb } from '../../engine/breadcrumbs';
import { Container } from '../../lib/ui/container';

const Nav = styled.nav`
  padding: 12px 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** SPEC §2: a list of route items, each with a name and an optional link. */
export function BreadcrumbBar({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  if (items.length < 2) return null;
  return (
    <Container>
      <Nav aria-label={t('nav.breadcrumb')} data-testid="breadcrumb">
        <ol>
          {items.map((item, index) => (
            <Fragment key={`${item.name}-${index}`}>
              {index > 0 && <li aria-hidden="true">/</li>}
              <li>{item.href ? <Link to={item.href}>{item.name}</Link> : <span aria-current="page">{item.name}</span>}</li>
            </Fragment>
          ))}
        </ol>
      </Nav>
    </Container>
  );
}
