import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { EChartProps } from './echart';

const EChart = lazy(() => import('./echart'));

const Placeholder = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
`;

/** A plot whose ECharts loads when it first shows; its box keeps the plot's height meanwhile. */
export function LazyEChart(props: EChartProps) {
  return (
    <Suspense fallback={<Placeholder $height={props.height} aria-hidden="true" />}>
      <EChart {...props} />
    </Suspense>
  );
}
