import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionNode } from '../../../shared/calls/tender';
import { useLoginPrompt } from '../../engine/content/use-login-prompt';
import { useToasts } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { filterWords } from './tender-tdk';
import { tenderCallFilter, type TenderListState } from './tender-route';

// The dialogs load when asked for: most readers of a search never open them, and a visitor's first load
// carries neither (nor the download helper).
const SearchSubscriptionDialog = lazy(() => import('./personal/search-subscription-dialog'));
const ExportDialog = lazy(() => import('./export-dialog'));

/**
 * What a user does with the search on screen: subscribe to it (the form opens with its filters) or export it
 * as a spreadsheet. A visitor is asked to log in first.
 */
export function SearchActions({ state, regions }: { state: TenderListState; regions: RegionNode[] | null }) {
  const { t } = useTranslation('tender');
  const toasts = useToasts();
  const { user, guard, prompt } = useLoginPrompt(t('loginToSubscribe'));
  const [open, setOpen] = useState<'subscribe' | 'export' | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const name =
    [...filterWords(t, { ...state, days: 0 }, regions), state.keyword].filter(Boolean).join(' ') || t('personal.summary.everything');
  return (
    <>
      <Button type="button" $variant="ghost" onClick={guard(() => setOpen('subscribe'))} data-testid="subscribe-search">
        {t('subscribeSearch')}
      </Button>
      <Button type="button" $variant="ghost" onClick={guard(() => setOpen('export'))} data-testid="export-search">
        {t('export.button')}
      </Button>
      {open && user && (
        <Suspense fallback={null}>
          {open === 'export' ? (
            <ExportDialog token={user.token} search={{ ...tenderCallFilter(state), sort: state.sort }} onClose={close} />
          ) : (
            <SearchSubscriptionDialog
              token={user.token}
              search={state}
              name={name}
              onSaved={() => {
                close();
                toasts.show(t('subscribed'), 'success');
              }}
              onClose={close}
            />
          )}
        </Suspense>
      )}
      {prompt}
    </>
  );
}
