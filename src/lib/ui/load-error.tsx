import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
`;

/** In place of content that failed to load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-testid="load-error">
      <p>{message}</p>
      {onRetry && (
        <Button type="button" $variant="ghost" onClick={onRetry}>
          {t('errors:retry')}
        </Button>
      )}
    </Box>
  );
}
