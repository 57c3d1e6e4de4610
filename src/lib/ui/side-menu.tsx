import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mobile } from './media';
import { surfacePanel } from './surface';

const Box = styled.nav`
  ${surfacePanel}
  padding: 8px 0;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul a {
    padding-left: 32px;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 16px;
  }
  a[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.pageBg};
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  /* On mobile the menu scrolls sideways and would clip a ring drawn outside the item. */
  a:focus-visible {
    outline-offset: -2px;
  }
  ${mobile} {
    padding: 4px 0;
    ul {
      display: flex;
      overflow-x: auto;
      padding: 0 4px;
    }
    li {
      display: contents;
    }
    ul ul {
      display: contents;
    }
    a,
    ul ul a {
      flex: none;
      padding: 8px 12px;
      white-space: nowrap;
    }
    small {
      display: none;
    }
  }
`;

// A label, not a heading: the menu comes before the page's h1, and its nav landmark carries the same name.
const Title = styled.p`
  font-size: 15px;
  font-weight: 600;
  padding: 8px 16px;
  ${mobile} {
    display: none;
  }
`;

export interface MenuItem {
  key: string;
  label: string;
  href: string;
  active: boolean;
  count?: number;
  children?: MenuItem[];
}

function Items({ items }: { items: MenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href} aria-current={item.active ? 'true' : undefined}>
            <span>{item.label}</span>
            {item.count !== undefined && <small>{item.count}</small>}
          </Link>
          {item.children && item.children.length > 0 && <Items items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/** A page's side navigation (columns, categories, directories): links with the current one marked. */
export function SideMenu({ title, items, testId }: { title: string; items: MenuItem[]; testId?: string }) {
  return (
    <Box aria-label={title} data-testid={testId}>
      <Title aria-hidden="true">{title}</Title>
      <Items items={items} />
    </Box>
  );
}
