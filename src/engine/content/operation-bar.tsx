import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../lib/ui/button';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  margin: 32px 0 8px;
`;

export interface OperationState {
  praised: boolean;
  favorited: boolean;
  praiseCount: number;
}

interface OperationBarProps {
  state: OperationState;
  busy: boolean;
  onPraise: () => void;
  onFavorite: () => void;
  /** Further actions after praise and favourite (following an organisation, the login prompt). */
  children?: ReactNode;
  testId: string;
}

/** The praise and favourite buttons under an article (news, tenders), pressed when the reader has done so. */
export function OperationBar({ state, busy, onPraise, onFavorite, children, testId }: OperationBarProps) {
  const { t } = useTranslation('content');
  return (
    <Bar data-testid={testId}>
      <Button
        type="button"
        $variant={state.praised ? 'primary' : 'ghost'}
        aria-pressed={state.praised}
        disabled={busy}
        onClick={onPraise}
        data-testid="praise"
      >
        {t(state.praised ? 'praised' : 'praise')} · {state.praiseCount}
      </Button>
      <Button
        type="button"
        $variant={state.favorited ? 'primary' : 'ghost'}
        aria-pressed={state.favorited}
        disabled={busy}
        onClick={onFavorite}
        data-testid="favorite"
      >
        {t(state.favorited ? 'favorited' : 'favorite')}
      </Button>
      {children}
    </Bar>
  );
}
