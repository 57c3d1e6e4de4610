import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionNode } from '../../../shared/calls/tender';
import { useLoginPrompt } from '../../engine/content/use-login-prompt';
import { useToasts } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { Button } from '../../lib/ui/button';
import { filterWords } from './tender-tdk';
import type { TenderListState } from './tender-route';

// The form loads when asked for: most readers of a search never open it.
const SearchSubscriptionDialog = lazy(() => import('./personal/search-subscription-dialog'));

/** Subscribes to the search on screen: the form opens with its filters; a visitor is asked to log in first. */
export function SubscribeSearch({ state, regions }: { state: TenderListState; regions: RegionNode[] | null }) {
  const { t } = useTranslation('tender');
  const toasts = useToasts();
  const user = useAtomValue(userInfoAtom);
  const { guard, prompt } = useLoginPrompt(t('loginToSubscribe'));
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const name =
    [...filterWords(t, { ...state, days: 0 }, regions), state.keyword].filter(Boolean).join(' ') || t('personal.summary.everything');
  return (
    <>
      <Button type="button" $variant="ghost" onClick={guard(() => setOpen(true))} data-testid="subscribe-search">
        {t('subscribeSearch')}
      </Button>
      {open && user && (
        <Suspense fallback={null}>
          <SearchSubscriptionDialog
            token={user.token}
            search={state}
            name={name}
            onSaved={() => {
              setOpen(false);
              toasts.show(t('subscribed'), 'success');
            }}
            onClose={close}
          />
        </Suspense>
      )}
      {prompt}
    </>
  );
}
