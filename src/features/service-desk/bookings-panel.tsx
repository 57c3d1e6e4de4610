import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../lib/ui/empty-state';
import type { DeskPanelProps } from './desk-panel-props';


/** Placeholder until the bookings panel lands (issue 12). */
export function BookingsPanel(_props: DeskPanelProps) {
  const { t } = useTranslation('desk');
  return <EmptyState>{t('empty')}</EmptyState>;
}
