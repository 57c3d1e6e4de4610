import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button } from '../../lib/ui/button';
import { collapsed, COLLAPSED_RESERVE, FLOAT_BOTTOM, FLOAT_GAP, FLOAT_RIGHT, FLOAT_SIZE } from './widget-layout';

// It fades in from transparent: Chromium does not take an element first painted transparent as a largest
// contentful paint candidate, so a popup that opens 30 s in never becomes the page's LCP (its text block is
// larger than some pages' main content). Fixed, it pushes nothing: no layout shift.
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Box = styled.div<{ $clear: boolean }>`
  position: fixed;
  right: ${FLOAT_RIGHT + FLOAT_SIZE + 16}px;
  bottom: ${FLOAT_BOTTOM}px;
  z-index: 800;
  width: 300px;
  max-width: calc(100vw - ${2 * FLOAT_RIGHT}px);
  padding: 16px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px ${({ theme }) => theme.colors.shadow};
  animation: ${fadeIn} 0.2s ease-out both;
  visibility: ${({ $clear }) => ($clear ? 'visible' : 'hidden')};
  p {
    margin-bottom: 12px;
    padding-right: 20px;
  }
  ${collapsed} {
    right: ${FLOAT_RIGHT}px;
    bottom: ${COLLAPSED_RESERVE}px;
  }
`;

const Close = styled.button`
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

const Actions = styled.div`
  display: flex;
  gap: ${FLOAT_GAP}px;
  justify-content: flex-end;
`;

/** False while the footer has come up under the box: the popup then steps aside rather than cover its links. */
function useClearOfFooter(box: RefObject<HTMLElement | null>): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const footer = document.querySelector('footer');
      const own = box.current?.getBoundingClientRect();
      setClear(!footer || !own || footer.getBoundingClientRect().top >= own.bottom);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [box]);
  return clear;
}

export default function ConsultPopupBox({ content, onHide, onAccept }: { content: string; onHide: () => void; onAccept: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const clear = useClearOfFooter(box);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog above it takes its own Escape.
      if (event.key === 'Escape' && !document.querySelector('dialog:modal')) onHide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onHide]);
  return (
    <Box ref={box} $clear={clear} role="dialog" aria-label={t('service.popupTitle')} data-testid="consult-popup">
      <Close type="button" aria-label={t('service.closePopup')} onClick={onHide}>
        ×
      </Close>
      <p>{content}</p>
      <Actions>
        <Button type="button" $variant="plain" onClick={onHide}>
          {t('service.later')}
        </Button>
        <Button type="button" onClick={onAccept}>
          {t('service.accept')}
        </Button>
      </Actions>
    </Box>
  );
}
