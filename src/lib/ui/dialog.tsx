import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { wrapTab } from './focus-wrap';
import { mobile } from './media';
import { ToastStack } from './toaster';
import { toastHosts } from './toast-host';

const Panel = styled.dialog<{ $fullOnMobile: boolean }>`
  width: ${({ theme }) => theme.sizes.dialogWidth}px;
  max-width: calc(100% - 32px);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  ${mobile} {
    ${({ $fullOnMobile }) => ($fullOnMobile ? 'width: 100%; max-width: 100%; max-height: calc(100dvh - 16px);' : '')}
  }
`;

const Body = styled.div`
  position: relative;
  padding: 24px;
  ${mobile} {
    padding: 20px 16px;
  }
`;

const Title = styled.h2`
  font-size: 18px;
  margin-bottom: 16px;
  padding-right: 32px;
`;

const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 32px;
  height: 32px;
  border: 0;
  background: transparent;
  font-size: 20px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface DialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Under 800 px the panel takes the whole width and nearly the whole height (the booking dialog, the chat). */
  fullOnMobile?: boolean;
  testId?: string;
}

/**
 * Modal dialog (SPEC §9: 540 px wide), the platform's `<dialog>` opened with showModal(): the page behind is
 * inert, the dialog sits in the top layer above every stacking context (the sticky header's, the service
 * widget's), Tab stays inside, Escape and a click on the backdrop close it, and focus returns to the opener.
 * It is mounted while open; portalled to the body so that no hidden ancestor can keep it from showing.
 */
export function Dialog({ title, closeLabel, onClose, children, fullOnMobile = false, testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDialogElement>(null);
  const toastHost = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const dialog = panel.current;
    const host = toastHost.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onKey = (event: KeyboardEvent) => wrapTab(event, dialog);
    dialog.addEventListener('keydown', onKey);
    if (host) toastHosts.add(host);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      if (host) toastHosts.remove(host);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return createPortal(
    <Panel
      $fullOnMobile={fullOnMobile}
      ref={panel}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the owner unmounts the dialog, which closes it.
        event.preventDefault();
        closeRef.current();
      }}
      onClose={() => closeRef.current()}
      // The panel's body fills the dialog box, so a click whose target is the dialog itself fell on the backdrop.
      onClick={(event) => event.target === event.currentTarget && closeRef.current()}
    >
      <Body>
        <Title id={titleId}>{title}</Title>
        <Close type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </Close>
        {children}
      </Body>
      <ToastStack ref={toastHost} aria-live="polite" />
    </Panel>,
    document.body,
  );
}
