import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AiMode } from '../../../../shared/calls/ai-tools';

const Box = styled.p<{ $offline: boolean }>`
  margin: 0 0 16px;
  padding: 10px 14px;
  font-size: 14px;
  border: 1px solid ${({ theme, $offline }) => ($offline ? theme.colors.accent : theme.colors.border)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  strong {
    margin-right: 6px;
  }
`;

/** Which mode the host answers in, said plainly: the offline drafting mode never passes for a model. */
export function ModeBanner({ mode, model }: { mode: AiMode; model: string | null }) {
  const { t } = useTranslation('ai');
  const offline = mode === 'offline';
  return (
    <Box $offline={offline} data-testid="ai-mode-banner" data-mode={mode}>
      <strong>
        {offline ? t('shared.mode.offlineTitle') : t('shared.mode.modelTitle', { model: model ?? t('shared.mode.unnamedModel') })}
      </strong>
      {offline ? t('shared.mode.offline') : t('shared.mode.model')}
    </Box>
  );
}
