import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { accountScanCalls } from '../../../shared/calls/account-scan';
import { useTenant } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { Button } from '../../lib/ui/button';
import { AccountStage, Panel } from './account-stage';
import { useCall } from '../../engine/use-call';

type View = 'scanning' | 'ask' | 'confirmed' | 'failed';

/**
 * /authorize?ticket=…: the phone side of QR login. Opening it marks the ticket scanned (the desktop then
 * shows who is asking); the user confirms to log the desktop in.
 */
export default function AuthorizePage() {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const user = useAtomValue(userInfoAtom);
  const { send } = useCall();
  const [search] = useSearchParams();
  const ticket = search.get('ticket') ?? '';
  const [view, setView] = useState<View>('scanning');

  useEffect(() => {
    if (!user || !ticket) return;
    let live = true;
    send(accountScanCalls.scanScan, { ticket }, { token: user.token }).then(
      (result) => live && setView(result.status === 'done' ? 'ask' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [send, user, ticket]);

  const confirm = async () => {
    if (!user) return;
    const result = await send(accountScanCalls.scanConfirm, { ticket }, { token: user.token });
    setView(result.status === 'done' ? 'confirmed' : 'failed');
  };

  return (
    <AccountStage tagline={t('account.tagline')}>
      <Panel aria-labelledby="authorize-title" data-testid="authorize" data-view={view}>
        <h2 id="authorize-title">{t('routes:authorize')}</h2>
        {!ticket && <p role="alert">{t('account.authorize.noTicket')}</p>}
        {ticket && view === 'scanning' && <p>{t('account.authorize.scanning')}</p>}
        {view === 'ask' && (
          <>
            <p>{t('account.authorize.question', { name: user?.realname, title: tenant.title })}</p>
            <Button type="button" $block onClick={() => void confirm()} data-testid="authorize-confirm">
              {t('account.authorize.confirm')}
            </Button>
          </>
        )}
        {view === 'confirmed' && <p role="status">{t('account.authorize.confirmed')}</p>}
        {view === 'failed' && <p role="alert">{t('account.authorize.failed')}</p>}
      </Panel>
    </AccountStage>
  );
}
