import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { useTenant } from '../../engine/portal-context';
import { markChatted } from '../../engine/chat/guest-store';
import { guestChattedAtom, guestIdAtom, showOcsAtom, unreadCountAtom } from '../../engine/state/portal-atoms';
import { useCurrentRoute } from '../../engine/use-current-route';
import { Badge } from '../../lib/ui/badge';
import { BackToTop, FloatingButton } from './back-to-top';
import { BookingFloat } from './booking-float';
import { ConsultPopup, useAutoConsult } from './consult-popup';
import { collapsed, COLLAPSED_RESERVE, FLOAT_BOTTOM, FLOAT_GAP, FLOAT_RIGHT } from './widget-layout';

/** Pages with a composer of their own (the AI conversation, the operators' desk): the stack would cover its send button. */
const OWN_COMPOSER = new Set(['Conversation', 'serviceDesk']);

const Column = styled.div`
  position: fixed;
  right: ${FLOAT_RIGHT}px;
  bottom: ${FLOAT_BOTTOM}px;
  z-index: 800;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${FLOAT_GAP}px;
`;

/* Back-to-top comes first: it appears on scroll above the other buttons, so none of them moves. */
const Stack = styled.div<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${FLOAT_GAP}px;
  ${collapsed} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }
`;

const Toggle = styled(FloatingButton)`
  position: relative;
  display: none;
  ${collapsed} {
    display: block;
  }
`;

/** Under the collapsed button's breakpoint the footer ends with room for it, so nothing in it stays covered. */
const FooterRoom = createGlobalStyle`
  ${({ theme }) => collapsed({ theme })} {
    footer::after {
      content: '';
      display: block;
      height: ${COLLAPSED_RESERVE}px;
    }
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

// The chat's code loads only when it is opened, or on load for a guest who has chatted (the unread badge).
const GuestChat = lazy(() => import('./guest-chat'));

/** Escape folds the opened stack back into its button. */
function useFoldOnEscape(open: boolean, fold: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('dialog:modal')) fold();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, fold]);
}

/** Floating service widget: online consult (with unread badge), book a demo, back-to-top, and the consult popup. */
export function ServiceWidget({ consult }: { consult: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { row } = useCurrentRoute();
  const guestId = useAtomValue(guestIdAtom);
  const unread = useAtomValue(unreadCountAtom);
  const [chatted, setChatted] = useAtom(guestChattedAtom);
  const [showOcs, setShowOcs] = useAtom(showOcsAtom);
  const [open, setOpen] = useState(false);
  const stackId = useId();
  const hidden = row !== undefined && OWN_COMPOSER.has(row.name);
  const chat = consult && tenant.features.chat && !hidden;
  const popup = useAutoConsult(chat && tenant.features.autoConsult);
  const fold = useCallback(() => setOpen(false), []);
  useFoldOnEscape(open, fold);
  // SPEC §4: online consult opens only once the visitor has a guest id.
  const openConsult = () => {
    if (!guestId) return;
    setOpen(false);
    setShowOcs(true);
    setChatted(true);
    markChatted(guestId);
  };
  const closeConsult = useCallback(() => setShowOcs(false), [setShowOcs]);

  return (
    <>
      {!hidden && (
        <Column data-testid="service-widget">
          <FooterRoom />
          <Stack id={stackId} $open={open} onClick={(event) => event.target !== event.currentTarget && setOpen(false)}>
            <BackToTop />
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
          </Stack>
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={stackId}
            onClick={() => setOpen((value) => !value)}
            data-testid="service-toggle"
          >
            {t('service.toggle')}
            {!open && <Badge count={unread} />}
          </Toggle>
        </Column>
      )}
      {popup.visible && (
        <ConsultPopup
          content={popup.content}
          onHide={popup.hide}
          onAccept={() => {
            popup.hide();
            openConsult();
          }}
        />
      )}
      {chat && guestId && (showOcs || chatted) && (
        <Suspense fallback={null}>
          <GuestChat open={showOcs} onClose={closeConsult} />
        </Suspense>
      )}
    </>
  );
}
