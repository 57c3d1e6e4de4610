import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { FETCH_DELAY_MS } from '../../lib/constants';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: 1000;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1s ease-in-out infinite;
  }
`;

/** While the next page loads, a thin bar at the top; it waits FETCH_DELAY_MS so fast pages do not flicker. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return shown ? <Bar role="progressbar" aria-label={t('navigating')} data-testid="navigation-progress" /> : null;
}
