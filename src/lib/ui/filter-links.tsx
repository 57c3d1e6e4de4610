import { Link } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 4px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 16px;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 14px;
  }
  a[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export interface FilterLink {
  key: string;
  label: string;
  href: string;
  active: boolean;
}

/** A row of filters that are links: the filter lives in the URL, so it survives reload and back. */
export function FilterLinks({ label, items, testId }: { label: string; items: FilterLink[]; testId?: string }) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <List>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} aria-current={item.active ? 'true' : undefined} preventScrollReset>
              {item.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
