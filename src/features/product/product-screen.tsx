import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import type { ScreenKind } from '../../../shared/calls/product';
import type { Theme } from '../../../shared/theme-types';

// Product screens drawn as SVG mock-ups in the tenant's theme colours: no stock photos, no colour literal.
// Text is drawn as bars, so a screen needs no strings of its own; its caption names it for screen readers.

const W = 480;
const H = 300;
const SIDE = 96;
const TOP = 28;

type Colors = Theme['colors'];

/** Lines of "text": bars of the given widths, one under another. */
function Bars({
  x,
  y,
  widths,
  gap = 14,
  color,
  height = 6,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
  color: string;
  height?: number;
}) {
  return (
    <>
      {widths.map((width, i) => (
        <rect key={i} x={x} y={y + i * gap} width={width} height={height} rx={height / 2} fill={color} />
      ))}
    </>
  );
}

function Table({ c }: { c: Colors }) {
  const rows = [0, 1, 2, 3, 4, 5, 6, 7];
  const cols = [SIDE + 16, SIDE + 80, SIDE + 200, SIDE + 260, SIDE + 320];
  return (
    <>
      <rect x={SIDE + 12} y={TOP + 14} width={W - SIDE - 24} height={22} rx={3} fill={c.primary} opacity={0.14} />
      {cols.map((x, i) => (
        <rect key={x} x={x} y={TOP + 22} width={i === 1 ? 70 : 36} height={6} rx={3} fill={c.primary} />
      ))}
      {rows.map((row) => (
        <g key={row}>
          {row % 2 === 1 && <rect x={SIDE + 12} y={TOP + 40 + row * 26} width={W - SIDE - 24} height={26} fill={c.pageBg} />}
          {cols.map((x, i) => (
            <rect
              key={x}
              x={x}
              y={TOP + 50 + row * 26}
              width={i === 1 ? 60 + ((row * 17) % 40) : 30 + ((row + i) % 3) * 6}
              height={6}
              rx={3}
              fill={i === 4 && row % 3 === 0 ? c.accent : c.muted}
              opacity={i === 4 ? 0.9 : 0.35}
            />
          ))}
        </g>
      ))}
    </>
  );
}

function Chart({ c }: { c: Colors }) {
  const bars = [60, 92, 74, 120, 104, 150, 138, 172];
  const base = H - 40;
  const step = (W - SIDE - 60) / bars.length;
  const points = bars.map((bar, i) => `${SIDE + 40 + i * step + step / 2},${base - bar * 0.8 - 26}`).join(' ');
  return (
    <>
      <Bars x={SIDE + 16} y={TOP + 16} widths={[90]} color={c.text} />
      {[0, 1, 2, 3].map((line) => (
        <rect key={line} x={SIDE + 30} y={base - line * 48} width={W - SIDE - 50} height={1} fill={c.border} />
      ))}
      {bars.map((bar, i) => (
        <rect
          key={i}
          x={SIDE + 40 + i * step + step * 0.2}
          y={base - bar}
          width={step * 0.6}
          height={bar}
          rx={2}
          fill={i === bars.length - 1 ? c.accent : c.primary}
          opacity={i === bars.length - 1 ? 1 : 0.75}
        />
      ))}
      <polyline points={points} fill="none" stroke={c.success} strokeWidth={2.5} />
      {bars.map((bar, i) => (
        <circle
          key={i}
          cx={SIDE + 40 + i * step + step / 2}
          cy={base - bar * 0.8 - 26}
          r={3.5}
          fill={c.surface}
          stroke={c.success}
          strokeWidth={2}
        />
      ))}
    </>
  );
}

function List({ c }: { c: Colors }) {
  const statuses = [c.success, c.accent, c.primary, c.success, c.danger, c.accent];
  return (
    <>
      {statuses.map((status, row) => (
        <g key={row}>
          <rect x={SIDE + 12} y={TOP + 12 + row * 42} width={W - SIDE - 24} height={36} rx={4} fill={c.surface} stroke={c.border} />
          <circle cx={SIDE + 32} cy={TOP + 30 + row * 42} r={10} fill={c.primary} opacity={0.2} />
          <Bars x={SIDE + 52} y={TOP + 22 + row * 42} widths={[120 + ((row * 23) % 60), 80]} gap={12} color={c.muted} height={5} />
          <rect x={W - 84} y={TOP + 22 + row * 42} width={56} height={16} rx={8} fill={status} opacity={0.85} />
        </g>
      ))}
    </>
  );
}

function MapView({ c }: { c: Colors }) {
  const stops: [number, number][] = [
    [SIDE + 30, 240],
    [SIDE + 90, 190],
    [SIDE + 150, 200],
    [SIDE + 210, 140],
    [SIDE + 280, 120],
    [SIDE + 350, 70],
  ];
  return (
    <>
      <rect x={SIDE} y={TOP} width={W - SIDE} height={H - TOP} fill={c.pageBg} />
      <polygon
        points={`${SIDE + 20},${TOP + 30} ${SIDE + 140},${TOP + 20} ${SIDE + 170},${TOP + 110} ${SIDE + 40},${TOP + 130}`}
        fill={c.success}
        opacity={0.15}
      />
      <polygon
        points={`${SIDE + 220},${TOP + 160} ${SIDE + 360},${TOP + 150} ${SIDE + 370},${H - 20} ${SIDE + 240},${H - 30}`}
        fill={c.primary}
        opacity={0.1}
      />
      <polyline
        points={stops.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke={c.primary}
        strokeWidth={6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <polyline
        points={stops
          .slice(0, 4)
          .map(([x, y]) => `${x},${y}`)
          .join(' ')}
        fill="none"
        stroke={c.accent}
        strokeWidth={6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {stops.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={7} fill={c.surface} stroke={i < 4 ? c.accent : c.primary} strokeWidth={3} />
      ))}
      <rect x={SIDE + 230} y={TOP + 14} width={130} height={54} rx={4} fill={c.surface} stroke={c.border} />
      <Bars x={SIDE + 242} y={TOP + 26} widths={[80, 100, 60]} gap={12} color={c.muted} height={5} />
    </>
  );
}

function Mobile({ c }: { c: Colors }) {
  const x = W / 2 - 70;
  return (
    <>
      <rect x={0} y={0} width={W} height={H} fill={c.pageBg} />
      <rect x={x} y={14} width={140} height={272} rx={18} fill={c.text} />
      <rect x={x + 8} y={26} width={124} height={248} rx={10} fill={c.surface} />
      <rect x={x + 8} y={26} width={124} height={40} rx={10} fill={c.primary} />
      <Bars x={x + 20} y={42} widths={[60]} color={c.onPrimary} />
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect x={x + 16} y={76 + row * 48} width={108} height={40} rx={5} fill={c.pageBg} />
          <Bars x={x + 24} y={86 + row * 48} widths={[70, 46]} gap={12} color={c.muted} height={5} />
          <circle cx={x + 112} cy={96 + row * 48} r={6} fill={row === 1 ? c.accent : c.success} />
        </g>
      ))}
      <rect x={x + 90} y={240} width={34} height={22} rx={11} fill={c.accent} />
    </>
  );
}

function Flow({ c }: { c: Colors }) {
  const steps = [0, 1, 2, 3];
  const boxW = 70;
  const gap = (W - SIDE - 24 - steps.length * boxW) / (steps.length - 1);
  return (
    <>
      {steps.map((step) => {
        const x = SIDE + 12 + step * (boxW + gap);
        const done = step < 2;
        return (
          <g key={step}>
            {step > 0 && <rect x={x - gap + 4} y={TOP + 66} width={gap - 8} height={3} fill={done ? c.success : c.border} />}
            <rect
              x={x}
              y={TOP + 40}
              width={boxW}
              height={56}
              rx={6}
              fill={done ? c.success : step === 2 ? c.primary : c.surface}
              opacity={done ? 0.2 : step === 2 ? 0.9 : 1}
              stroke={c.border}
            />
            <Bars x={x + 12} y={TOP + 58} widths={[46, 30]} gap={12} color={step === 2 ? c.onPrimary : c.muted} height={5} />
          </g>
        );
      })}
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect x={SIDE + 12} y={TOP + 130 + row * 40} width={W - SIDE - 24} height={32} rx={4} fill={c.pageBg} />
          <circle cx={SIDE + 30} cy={TOP + 146 + row * 40} r={8} fill={row === 0 ? c.accent : c.success} opacity={0.8} />
          <Bars x={SIDE + 48} y={TOP + 143 + row * 40} widths={[200 - row * 40]} color={c.muted} height={5} />
        </g>
      ))}
    </>
  );
}

const SCREENS: Record<ScreenKind, (props: { c: Colors }) => ReactNode> = {
  table: Table,
  chart: Chart,
  list: List,
  map: MapView,
  mobile: Mobile,
  flow: Flow,
};

/** An application window (top bar and side menu) around a screen; the phone mock-up stands alone. */
export function ProductScreen({ kind, label }: { kind: ScreenKind; label: string }) {
  const { colors: c } = useTheme();
  const Screen = SCREENS[kind];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} width="100%" preserveAspectRatio="xMidYMid meet">
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={8} fill={c.surface} stroke={c.border} />
      {kind !== 'mobile' && (
        <>
          <rect x={0} y={0} width={SIDE} height={H} rx={8} fill={c.headerBg === c.surface ? c.pageBg : c.headerBg} />
          <Bars x={16} y={TOP + 20} widths={[60, 48, 56, 40, 52, 44]} gap={24} color={c.muted} height={6} />
          <rect x={10} y={TOP + 64} width={SIDE - 20} height={20} rx={4} fill={c.primary} opacity={0.18} />
          <rect x={0} y={0} width={W} height={TOP} rx={8} fill={c.primary} />
          <rect x={0} y={TOP - 8} width={W} height={8} fill={c.primary} />
          {[0, 1, 2].map((dot) => (
            <circle key={dot} cx={14 + dot * 14} cy={TOP / 2} r={4} fill={c.onPrimary} opacity={0.7} />
          ))}
          <rect x={W - 90} y={TOP / 2 - 3} width={70} height={6} rx={3} fill={c.onPrimary} opacity={0.6} />
        </>
      )}
      <Screen c={c} />
    </svg>
  );
}
