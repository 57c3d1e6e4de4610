import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { NavItem } from '../../../shared/tenant-types';

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  /* The strip scrolls sideways and would clip a ring drawn outside the item. */
  a:focus-visible {
    outline-offset: -2px;
  }
`;

const itemStyle = `
  display: block;
  padding: 8px 12px;
  white-space: nowrap;
  border-radius: 4px;
`;

const Internal = styled(NavLink)`
  ${itemStyle}
  &.active {
    font-weight: 600;
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent};
  }
`;

const External = styled.a`
  ${itemStyle}
`;

/** Manifest nav items: internal routes, or external links that open in a new window. */
export function NavLinks({ items, label }: { items: NavItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <List>
        {items.map((item) => (
          <li key={item.name}>
            {item.external ? (
              <External href={item.url} target="_blank" rel="noopener noreferrer">
                {item.label}
              </External>
            ) : (
              <Internal to={item.url} end={item.url === '/'}>
                {item.label}
              </Internal>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
