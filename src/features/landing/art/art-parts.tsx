import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';

// Product illustrations drawn for this project: every fill comes from the theme, so each brand sees its own colours.

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

/** The 480×360 canvas every product illustration is drawn on; named for screen readers by `label`. */
export function ArtCanvas({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Svg viewBox="0 0 480 360" role="img" aria-label={label} focusable="false" data-testid="landing-art">
      {children}
    </Svg>
  );
}

/** An application window: a surface with a title bar and its three dots. */
export function AppWindow({ x, y, width, height, opacity = 1 }: { x: number; y: number; width: number; height: number; opacity?: number }) {
  const { colors } = useTheme();
  return (
    <g opacity={opacity}>
      <rect x={x} y={y} width={width} height={height} rx={10} fill={colors.surface} />
      <path d={`M${x} ${y + 10}a10 10 0 0 1 10 -10h${width - 20}a10 10 0 0 1 10 10v18h-${width}z`} fill={colors.pageBg} />
      {[colors.danger, colors.accent, colors.success].map((fill, i) => (
        <circle key={fill} cx={x + 16 + i * 14} cy={y + 14} r={4} fill={fill} />
      ))}
    </g>
  );
}

/** A short grey stroke standing for a line of text. */
export function TextLine({ x, y, width, fill }: { x: number; y: number; width: number; fill?: string }) {
  const { colors } = useTheme();
  return <rect x={x} y={y} width={width} height={6} rx={3} fill={fill ?? colors.border} />;
}

/** A round tick: done, approved, passed. */
export function Tick({ cx, cy, r = 16 }: { cx: number; cy: number; r?: number }) {
  const { colors } = useTheme();
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={colors.success} />
      <path
        d={`M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.32}l${r * 0.6} -${r * 0.62}`}
        fill="none"
        stroke={colors.surface}
        strokeWidth={r * 0.22}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}
