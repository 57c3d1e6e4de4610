import { useTheme } from 'styled-components';
import { ArtCanvas, TextLine, Tick } from './art-parts';

/** Treasure: a measurement sheet passes approval and becomes money at the bank, tracked in a ledger; pro adds the supervision screen. */
export function TreasureArt({ pro, label }: { pro: boolean; label: string }) {
  const { colors } = useTheme();
  const arrow = (x: number) => (
    <path
      d={`M${x} 150h36m-10 -10l10 10l-10 10`}
      fill="none"
      stroke={colors.onPrimary}
      strokeWidth={4}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
  return (
    <ArtCanvas label={label}>
      <circle cx={240} cy={170} r={160} fill={colors.onPrimary} opacity={0.08} />
      {/* The measurement sheet with its seal. */}
      <g>
        <rect x={24} y={70} width={116} height={156} rx={8} fill={colors.surface} />
        <rect x={24} y={70} width={116} height={26} rx={8} fill={colors.primary} />
        {[0, 1, 2, 3, 4].map((i) => (
          <TextLine key={i} x={38} y={110 + i * 18} width={i % 2 ? 64 : 88} />
        ))}
        <circle cx={108} cy={196} r={18} fill="none" stroke={colors.danger} strokeWidth={3} opacity={0.8} />
      </g>
      {arrow(148)}
      {/* Approval: a shield with its tick. */}
      <g>
        <path d="M240 92l48 18v38c0 34 -22 56 -48 68c-26 -12 -48 -34 -48 -68v-38z" fill={colors.surface} />
        <Tick cx={240} cy={150} r={22} />
      </g>
      {arrow(296)}
      {/* The bank, with coins paid out at its foot. */}
      <g>
        <path d="M350 104l56 -30l56 30z" fill={colors.surface} />
        <rect x={350} y={104} width={112} height={8} fill={colors.surface} />
        {[0, 1, 2, 3].map((i) => (
          <rect key={i} x={360 + i * 26} y={118} width={14} height={66} fill={colors.surface} opacity={0.9} />
        ))}
        <rect x={344} y={188} width={124} height={12} fill={colors.surface} />
        {[0, 1, 2].map((i) => (
          <ellipse key={i} cx={420} cy={222 - i * 8} rx={26} ry={8} fill={colors.accent} stroke={colors.surface} strokeWidth={2} />
        ))}
      </g>
      {/* The ledger: what is due, paid and outstanding per contract. */}
      <g>
        <rect x={24} y={244} width={432} height={100} rx={10} fill={colors.surface} />
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <TextLine x={42} y={264 + row * 26} width={70} />
            <rect x={134} y={262 + row * 26} width={200} height={10} rx={5} fill={colors.pageBg} />
            <rect x={134} y={262 + row * 26} width={[170, 110, 60][row]} height={10} rx={5} fill={colors.primary} />
            <TextLine x={356} y={264 + row * 26} width={[60, 48, 36][row]!} fill={colors.accent} />
          </g>
        ))}
      </g>
      {pro && (
        <g>
          <rect x={150} y={6} width={180} height={70} rx={8} fill={colors.surface} />
          <circle cx={186} cy={41} r={22} fill="none" stroke={colors.pageBg} strokeWidth={10} />
          <path d="M186 19a22 22 0 1 1 -21 28" fill="none" stroke={colors.primary} strokeWidth={10} />
          {[0, 1, 2].map((i) => (
            <rect
              key={i}
              x={224 + i * 32}
              y={58 - [30, 18, 40][i]!}
              width={18}
              height={[30, 18, 40][i]}
              rx={3}
              fill={i === 1 ? colors.accent : colors.primary}
            />
          ))}
        </g>
      )}
    </ArtCanvas>
  );
}
