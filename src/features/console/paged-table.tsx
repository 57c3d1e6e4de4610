import type { ReactNode } from 'react';
import type { CallState } from '../../lib/api/call-state';
import { CallStateView } from '../../lib/ui/call-state-view';
import { EmptyState } from '../../lib/ui/empty-state';
import { Pagination } from '../../lib/ui/pagination';
import { TableScroll } from '../../lib/ui/table-scroll';

interface PagedTableProps<T> {
  /** A page of a console list call: its rows and how many there are in all. */
  state: CallState<{ list: T[]; total: number }>;
  onRetry: () => void;
  /** The table's accessible name (its region scrolls sideways on a phone, by keyboard too). */
  label: string;
  testId?: string;
  /** The column headings, in order. */
  headings: readonly string[];
  /** One `<tr>` per item. */
  row: (item: T) => ReactNode;
  /** Above the table, given the total (a count line, say). */
  lead?: (total: number) => ReactNode;
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** A console list's page: loading and failure as every call shows them, then the table and its pages, or the empty text. */
export function PagedTable<T>({ state, onRetry, label, testId, headings, row, lead, empty, page, pageSize, onPage }: PagedTableProps<T>) {
  return (
    <CallStateView state={state} onRetry={onRetry}>
      {({ list, total }) =>
        list.length ? (
          <>
            {lead?.(total)}
            <TableScroll tabIndex={0} role="region" aria-label={label} data-testid={testId}>
              <table>
                <thead>
                  <tr>
                    {headings.map((heading) => (
                      <th key={heading} scope="col">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>{list.map(row)}</tbody>
              </table>
            </TableScroll>
            <Pagination page={page} total={total} pageSize={pageSize} onPage={onPage} />
          </>
        ) : (
          <EmptyState>{empty}</EmptyState>
        )
      }
    </CallStateView>
  );
}
