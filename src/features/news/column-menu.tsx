import { useTranslation } from 'react-i18next';
import type { NewsColumn } from '../../../shared/calls/news';
import { hrefOf } from '../../engine/href';
import { SideMenu, type MenuItem } from '../../lib/ui/side-menu';

/** The news columns as a side menu; `route` is newsList or informationList, `all` adds an "all columns" entry. */
export function ColumnMenu({
  columns,
  current,
  route,
  all,
}: {
  columns: NewsColumn[];
  current?: number;
  route: 'newsList' | 'informationList';
  all?: boolean;
}) {
  const { t } = useTranslation('content');
  const items: MenuItem[] = columns.map((column) => ({
    key: String(column.id),
    label: column.name,
    href: hrefOf(route, { id: column.id }),
    active: column.id === current,
    children: column.children.map((child) => ({
      key: String(child.id),
      label: child.name,
      href: hrefOf(route, { id: child.id }),
      active: child.id === current,
    })),
  }));
  if (all) items.unshift({ key: 'all', label: t('allColumns'), href: hrefOf(route), active: current === undefined });
  return <SideMenu title={t('columns')} items={items} testId="column-menu" />;
}
