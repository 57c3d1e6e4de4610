import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { serviceSettingAtom, showOcsAtom } from '../../engine/state/portal-atoms';

// The popup opens autoDelayed seconds in, if ever: its code loads then, not with the page.
const ConsultPopupBox = lazy(() => import('./consult-popup-box'));

/** SPEC §4 auto consult popup: after autoDelayed seconds, if switched on and the panel is not open. */
export function useAutoConsult(enabled: boolean) {
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

export function ConsultPopup(props: { content: string; onHide: () => void; onAccept: () => void }) {
  return (
    <Suspense fallback={null}>
      <ConsultPopupBox {...props} />
    </Suspense>
  );
}
