import { useTranslation } from 'react-i18next';
import type { HelpCategoryNode } from '../../../shared/calls/help';
import { SideMenu, type MenuItem } from '../../lib/ui/side-menu';
import { helpListHref } from './help-route';

function items(nodes: HelpCategoryNode[], current?: number): MenuItem[] {
  return nodes.map((node) => ({
    key: String(node.id),
    label: node.name,
    count: node.count,
    href: helpListHref(node.id),
    active: node.id === current,
    children: items(node.children, current),
  }));
}

/** The category tree of the help centre, with "all articles" first and the current category marked. */
export function HelpCategoryMenu({ tree, current }: { tree: HelpCategoryNode[]; current?: number }) {
  const { t } = useTranslation('help');
  const all: MenuItem = {
    key: 'all',
    label: t('allArticles'),
    count: tree.reduce((sum, node) => sum + node.count, 0),
    href: helpListHref(undefined),
    active: current === undefined,
  };
  return <SideMenu title={t('menuTitle')} testId="help-categories" items={[all, ...items(tree, current)]} />;
}
