import { useTheme } from 'styled-components';
import { AppWindow, ArtCanvas, TextLine } from './art-parts';

// Gantt rows of the project overview: start, length, and whether the bar is a milestone phase (accent).
const BARS = [
  [0, 70, false],
  [40, 90, false],
  [90, 60, true],
  [120, 110, false],
  [170, 80, false],
  [210, 60, true],
] as const;

/** ERP: a project overview (KPI tiles and a Gantt chart) beside a building going up; pro adds the group behind it. */
export function ErpArt({ pro, label }: { pro: boolean; label: string }) {
  const { colors } = useTheme();
  return (
    <ArtCanvas label={label}>
      <circle cx={380} cy={170} r={150} fill={colors.onPrimary} opacity={0.08} />
      {/* The building and its crane stand behind the window's right edge. */}
      <g>
        <rect x={392} y={150} width={70} height={184} fill={colors.onPrimary} opacity={0.85} />
        {[0, 1, 2, 3, 4, 5].map((row) =>
          [0, 1, 2].map((col) => (
            <rect
              key={`${row}-${col}`}
              x={402 + col * 20}
              y={164 + row * 26}
              width={10}
              height={14}
              fill={colors.primaryHover}
              opacity={0.6}
            />
          )),
        )}
        <rect x={446} y={40} width={6} height={110} fill={colors.accent} />
        <rect x={360} y={40} width={116} height={6} fill={colors.accent} />
        <line x1={449} y1={46} x2={380} y2={46} stroke={colors.accent} />
        <line x1={386} y1={46} x2={386} y2={96} stroke={colors.onPrimary} strokeWidth={2} />
        <rect x={376} y={96} width={20} height={10} fill={colors.onPrimary} />
      </g>
      {pro && <AppWindow x={56} y={16} width={360} height={250} opacity={0.45} />}
      {pro && <AppWindow x={38} y={33} width={370} height={260} opacity={0.7} />}
      <AppWindow x={20} y={52} width={380} height={278} />
      <rect x={20} y={80} width={78} height={250} fill={colors.pageBg} opacity={0.7} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <TextLine key={i} x={32} y={100 + i * 24} width={52} fill={i === 1 ? colors.primary : undefined} />
      ))}
      {[colors.primary, colors.accent, colors.success].map((fill, i) => (
        <g key={fill}>
          <rect x={112 + i * 96} y={94} width={84} height={50} rx={6} fill={colors.pageBg} />
          <TextLine x={122 + i * 96} y={106} width={40} />
          <rect x={122 + i * 96} y={122} width={54 - i * 8} height={10} rx={5} fill={fill} />
        </g>
      ))}
      {[0, 1, 2, 3].map((i) => (
        <line key={i} x1={170 + i * 60} y1={160} x2={170 + i * 60} y2={316} stroke={colors.border} />
      ))}
      {BARS.map(([start, length, milestone], i) => (
        <g key={i}>
          <TextLine x={112} y={170 + i * 24} width={44} />
          <rect
            x={170 + start * 0.9}
            y={167 + i * 24}
            width={length * 0.9}
            height={12}
            rx={6}
            fill={milestone ? colors.accent : colors.primary}
          />
        </g>
      ))}
      {pro && (
        <g>
          <rect x={4} y={4} width={150} height={78} rx={8} fill={colors.surface} />
          <rect x={62} y={14} width={34} height={14} rx={4} fill={colors.primary} />
          <path d="M79 28v12M26 40h106M26 40v10M79 40v10M132 40v10" fill="none" stroke={colors.border} strokeWidth={2} />
          {[9, 62, 115].map((x) => (
            <rect key={x} x={x} y={50} width={34} height={14} rx={4} fill={colors.accent} />
          ))}
        </g>
      )}
    </ArtCanvas>
  );
}
