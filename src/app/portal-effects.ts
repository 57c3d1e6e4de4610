import { useSetAtom } from 'jotai';
import { startTransition, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accountAuthCalls } from '../../shared/calls/account-auth';
import { crmCalls } from '../../shared/calls/crm';
import { obtainGuest } from '../engine/chat/guest-identity';
import { syncSessionCookie } from '../engine/session/session-cookie';
import { useApi, useToasts } from '../engine/portal-context';
import {
  guestChattedAtom,
  guestRefusalAtom,
  guestIdAtom,
  guestTokenAtom,
  onlineAtom,
  renderedAtom,
  serviceSettingAtom,
  sessionCheckedAtom,
  userInfoAtom,
} from '../engine/state/portal-atoms';
import { CallRefused } from '../lib/api/call-refused';
import { deferTask } from '../lib/defer-task';
import { readStored, STORAGE_KEYS } from '../lib/storage-keys';

/** SPEC §4 login init: a stored token fetches user info; 30000 keeps it, anything else clears it. */
function useSessionInit() {
  const api = useApi();
  const setUser = useSetAtom(userInfoAtom);
  const setChecked = useSetAtom(sessionCheckedAtom);
  // The user as the stored token's session has it now: the atom keeps what the header and pages read (name, avatar,
  // organisations); the rest rides along. Null when there is no token or the session is gone.
  const loadUser = useCallback(() => {
    const token = readStored(STORAGE_KEYS.token);
    syncSessionCookie(token);
    if (!token) return Promise.resolve(null);
    return api
      .call(accountAuthCalls.userinfo, { token }, { keepOnLeave: true, silent: true })
      .then((body) => (body.userinfo ? { ...body.userinfo, token } : null))
      .catch(() => null);
  }, [api]);

  useEffect(
    () =>
      deferTask(() => {
        void loadUser().then((user) =>
          startTransition(() => {
            setUser(user);
            setChecked(true);
          }),
        );
      }),
    [loadUser, setUser, setChecked],
  );

  // SPEC §4: another tab emptying the stored staff info logs this tab out. Another tab storing a new one (it switched
  // organisation, or logged in) leaves this tab's session acting for it already, so the tab reads its user again.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.staffId || event.newValue === event.oldValue) return;
      if (!event.newValue) setUser(null);
      else void loadUser().then((user) => startTransition(() => setUser(user)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loadUser, setUser]);
}

/** SPEC §4: the guest (chat identity) is the stored one, or created on load (source: the referrer, or direct visit). */
function useGuest() {
  const api = useApi();
  const { t } = useTranslation();
  const setGuestId = useSetAtom(guestIdAtom);
  const setGuestToken = useSetAtom(guestTokenAtom);
  const setChatted = useSetAtom(guestChattedAtom);
  const setRefusal = useSetAtom(guestRefusalAtom);
  useEffect(
    () =>
      deferTask(() => {
        obtainGuest(api, document.referrer || t('directVisit'), { onRefused: setRefusal })
          .then((guest) => {
            if (!guest) return;
            startTransition(() => {
              setGuestToken(guest.guestToken);
              setChatted(Boolean(guest.chatted));
              setGuestId(guest.guestId);
            });
          })
          .catch(() => undefined);
      }),
    [api, t, setGuestId, setGuestToken, setChatted, setRefusal],
  );
}

/** SPEC §8: a failed setting fetch shows the server's msg as an error toast. */
function useServiceSetting() {
  const api = useApi();
  const toasts = useToasts();
  const setSetting = useSetAtom(serviceSettingAtom);
  useEffect(
    () =>
      deferTask(() => {
        api
          .call(crmCalls.settingGet, {}, { keepOnLeave: true })
          .then((body) => startTransition(() => setSetting(body.model)))
          .catch((error: unknown) => {
            if (error instanceof CallRefused) toasts.show(error.message, 'error');
          });
      }),
    [api, toasts, setSetting],
  );
}

function useOnlineStatus() {
  const setOnline = useSetAtom(onlineAtom);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);
}

/**
 * Everything the portal does once in the browser, whatever the page. What it learns after hydration (the session,
 * the guest, the settings) is applied in transitions: the renders it causes yield to the browser every few
 * milliseconds instead of holding the main thread.
 */
export function usePortalEffects() {
  const setRendered = useSetAtom(renderedAtom);
  useEffect(() => {
    // Marks the page interactive, for scripts and end-to-end tests that must not act before hydration.
    document.documentElement.dataset.hydrated = 'true';
    // The browser-only parts (the service widget) mount after every component's own mount effects, in a
    // time-sliced render: nothing on screen waits for them.
    return deferTask(() => startTransition(() => setRendered(true)));
  }, [setRendered]);
  useSessionInit();
  useGuest();
  useServiceSetting();
  useOnlineStatus();
}
