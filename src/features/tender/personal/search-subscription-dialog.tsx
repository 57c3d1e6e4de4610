import type { TenderListState } from '../tender-route';
import { SubscriptionDialog, type SubscriptionDialogProps } from './subscription-dialog';
import { valuesOfSearch } from './subscription-values';

/** The subscription form, filled in from the search on screen. */
export default function SearchSubscriptionDialog({
  search,
  name,
  ...props
}: Omit<SubscriptionDialogProps, 'initial' | 'editing'> & { search: TenderListState; name: string }) {
  return <SubscriptionDialog {...props} initial={valuesOfSearch(search, name)} />;
}
