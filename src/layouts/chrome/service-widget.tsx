import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTenant } from '../../engine/portal-context';
import { markChatted } from '../../engine/chat/guest-store';
import { guestChattedAtom, guestIdAtom, serviceSettingAtom, showOcsAtom, unreadCountAtom } from '../../engine/state/portal-atoms';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { mobile } from '../../lib/ui/media';
import { BackToTop, FloatingButton } from './back-to-top';
import { BookingFloat } from './booking-float';

const Column = styled.div`
  position: fixed;
  right: 16px;
  bottom: 24px;
  z-index: 800;
  display: flex;
  flex-direction: column;
  gap: 8px;
  ${mobile} {
    right: 8px;
    bottom: 16px;
  }
`;

const Consult = styled(FloatingButton)`
  position: relative;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-color: ${({ theme }) => theme.colors.primary};
  &:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Popup = styled.div`
  position: fixed;
  right: 80px;
  bottom: 24px;
  z-index: 800;
  width: 300px;
  max-width: calc(100vw - 96px);
  padding: 16px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px ${({ theme }) => theme.colors.shadow};
  p {
    margin-bottom: 12px;
    padding-right: 20px;
  }
`;

const PopupClose = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 28px;
  height: 28px;
  border: 0;
  background: transparent;
  font-size: 18px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;

// The chat's code loads only when it is opened, or on load for a guest who has chatted (the unread badge).
const GuestChat = lazy(() => import('./guest-chat'));

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

/** SPEC §4 auto consult popup: after autoDelayed seconds, if switched on and the panel is not open. */
function useAutoConsult(enabled: boolean) {
  const setting = useAtomValue(serviceSettingAtom);
  const showOcs = useAtomValue(showOcsAtom);
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!enabled || !setting?.autoSwitch || showOcs || dismissed) return;
    const timer = window.setTimeout(() => setVisible(true), setting.autoDelayed * 1000);
    return () => window.clearTimeout(timer);
  }, [enabled, setting, showOcs, dismissed]);
  const hide = () => {
    setVisible(false);
    setDismissed(true);
  };
  return { visible: visible && !showOcs && !dismissed, content: setting?.autoContent ?? '', hide };
}

/** Floating service widget: online consult (with unread badge), the consult popup and back-to-top. */
export function ServiceWidget({ consult }: { consult: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const guestId = useAtomValue(guestIdAtom);
  const unread = useAtomValue(unreadCountAtom);
  const [chatted, setChatted] = useAtom(guestChattedAtom);
  const [showOcs, setShowOcs] = useAtom(showOcsAtom);
  const chat = consult && tenant.features.chat;
  const popup = useAutoConsult(chat && tenant.features.autoConsult);
  // SPEC §4: online consult opens only once the visitor has a guest id.
  const openConsult = () => {
    if (!guestId) return;
    setShowOcs(true);
    setChatted(true);
    markChatted(guestId);
  };
  const closeConsult = useCallback(() => setShowOcs(false), [setShowOcs]);

  return (
    <>
      <Column data-testid="service-widget">
        {chat && (
          <Consult
            type="button"
            onClick={openConsult}
            disabled={!guestId}
            aria-label={unread > 0 ? t('service.consultUnread', { count: unread }) : t('service.consult')}
          >
            {t('service.consultShort')}
            <Badge count={unread} testId="consult-badge" />
          </Consult>
        )}
        <BookingFloat />
        <BackToTop />
      </Column>
      {popup.visible && (
        <Popup role="dialog" aria-label={t('service.popupTitle')} data-testid="consult-popup">
          <PopupClose type="button" aria-label={t('service.closePopup')} onClick={popup.hide}>
            ×
          </PopupClose>
          <p>{popup.content}</p>
          <Actions>
            <Button type="button" $variant="plain" onClick={popup.hide}>
              {t('service.later')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                popup.hide();
                openConsult();
              }}
            >
              {t('service.accept')}
            </Button>
          </Actions>
        </Popup>
      )}
      {chat && guestId && (showOcs || chatted) && (
        <Suspense fallback={null}>
          <GuestChat open={showOcs} onClose={closeConsult} />
        </Suspense>
      )}
    </>
  );
}
