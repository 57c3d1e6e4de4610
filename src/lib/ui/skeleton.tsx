import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { surfacePanel } from './surface';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/** A grey bar where text will be; `$width` in percent of its box. */
export const SkeletonLine = styled.span<{ $width?: number; $height?: number }>`
  display: block;
  width: ${({ $width = 100 }) => $width}%;
  height: ${({ $height = 14 }) => $height}px;
  margin: 10px 0;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Card = styled.div`
  padding: 20px;
  margin-bottom: 20px;
  ${surfacePanel}
`;

/** Cards of grey lines where a page's content is about to appear, announced once as loading. */
export function SkeletonCards({ count = 2 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} aria-hidden="true">
          <SkeletonLine $width={30} $height={18} />
          <SkeletonLine $width={90} />
          <SkeletonLine $width={75} />
          <SkeletonLine $width={60} />
        </Card>
      ))}
    </div>
  );
}
