import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { mobile } from './media';

const Backdrop = styled.div<{ $fullOnMobile: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${({ theme }) => theme.colors.overlay};
  ${mobile} {
    padding: ${({ $fullOnMobile }) => ($fullOnMobile ? 0 : 16)}px;
  }
`;

const Panel = styled.div<{ $fullOnMobile: boolean }>`
  position: relative;
  width: ${({ theme }) => theme.sizes.dialogWidth}px;
  max-width: 100%;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  ${mobile} {
    padding: 20px 16px;
    ${({ $fullOnMobile }) => ($fullOnMobile ? 'width: 100%; max-height: calc(100dvh - 16px);' : '')}
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
 * Modal dialog (SPEC §9: 540 px wide): Escape and the backdrop close it, focus moves inside. It is portalled to
 * the body: rendered in place, a dialog opened from inside a stacking context (the sticky header's z-index)
 * could not rise above the service widget, which then stayed clickable over its backdrop.
 */
export function Dialog({ title, closeLabel, onClose, children, fullOnMobile = false, testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return createPortal(
    <Backdrop $fullOnMobile={fullOnMobile} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        $fullOnMobile={fullOnMobile}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
        data-testid={testId}
      >
        <Title id={titleId}>{title}</Title>
        <Close type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </Close>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
