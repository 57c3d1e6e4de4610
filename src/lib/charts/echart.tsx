import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ChartOption } from './chart-option';

// ECharts, with only what the plots draw, in one chunk that every plot loads when it first shows (lazy-echart.tsx):
// pages that plot share it, and nothing of it is in any page's first load.
register([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

const Box = styled.div<{ $height: number }>`
  width: 100%;
  height: ${({ $height }) => $height}px;
`;

export interface EChartProps {
  option: ChartOption;
  height: number;
  testId: string;
}

/** ECharts on a div: drawn on mount, redrawn when its option changes, resized with its box (window or layout). */
export default function EChart({ option, height, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  useEffect(() => {
    const element = box.current!;
    const created = init(element, undefined, { renderer: 'svg' });
    chart.current = created;
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  // The plot is for the eye; a table beside it holds the same numbers for everyone else.
  return <Box ref={box} $height={height} aria-hidden="true" data-testid={testId} />;
}
