import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 24px 0;
  a,
  button,
  span {
    min-width: 36px;
    height: 36px;
    padding: 0 10px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.surface};
  }
  button {
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  span[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
  }
  .gap {
    border: none;
    background: transparent;
  }
`;

const Summary = styled.span`
  border: none !important;
  background: transparent !important;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The page numbers to show: first, last, and two either side of the current one; 0 marks a gap. */
export function pageWindow(page: number, pages: number): number[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((n, index) => {
    const before = sorted[index - 1];
    // A gap of a single page shows that page: an ellipsis would take the same room.
    if (before !== undefined && n - before === 2) out.push(before + 1);
    else if (before !== undefined && n - before > 2) out.push(0);
    out.push(n);
  });
  return out;
}

export interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  /** The address of a page: pages live in the URL, so the back button returns to them. */
  hrefFor?: (page: number) => string;
  /** Instead of addresses, buttons that call this (a list inside a panel whose pages are not worth an address). */
  onPage?: (page: number) => void;
}

export function Pagination({ page, total, pageSize, hrefFor, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (target: number, label: string, extra: { key?: number; rel?: string; 'aria-label'?: string }) =>
    onPage ? (
      <button type="button" key={extra.key} onClick={() => onPage(target)} aria-label={extra['aria-label']}>
        {label}
      </button>
    ) : (
      <Link key={extra.key} to={hrefFor!(target)} rel={extra.rel} aria-label={extra['aria-label']}>
        {label}
      </Link>
    );
  const edge = (target: number, label: string, enabled: boolean) =>
    enabled ? to(target, label, { rel: target < page ? 'prev' : 'next' }) : <span aria-disabled="true">{label}</span>;
  return (
    <Nav aria-label={t('pagination.label')} data-testid="pagination">
      {edge(page - 1, t('pagination.prev'), page > 1)}
      {pageWindow(page, pages).map((n, index) =>
        n === 0 ? (
          <span key={`gap-${index}`} className="gap" aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page">
            {n}
          </span>
        ) : (
          to(n, String(n), { key: n, 'aria-label': t('pagination.page', { page: n }) })
        ),
      )}
      {edge(page + 1, t('pagination.next'), page < pages)}
      <Summary>{t('pagination.summary', { total, pages })}</Summary>
    </Nav>
  );
}
