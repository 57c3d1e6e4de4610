import { useTheme } from 'styled-components';
import { ArtCanvas, TextLine, Tick } from './art-parts';

/** Jizhibao (measurement and payment for contractors): a phone filling in quantities on site beside the interim payment certificate it produces; pro stacks the sections' certificates. */
export function JizhibaoArt({ pro, label }: { pro: boolean; label: string }) {
  const { colors } = useTheme();
  return (
    <ArtCanvas label={label}>
      <circle cx={260} cy={180} r={160} fill={colors.onPrimary} opacity={0.08} />
      {pro && <rect x={252} y={24} width={210} height={262} rx={8} fill={colors.surface} opacity={0.45} />}
      {pro && <rect x={238} y={38} width={210} height={262} rx={8} fill={colors.surface} opacity={0.7} />}
      {/* The certificate: a header, a table of items and amounts, and a seal. */}
      <g>
        <rect x={224} y={52} width={210} height={262} rx={8} fill={colors.surface} />
        <path d="M224 60a8 8 0 0 1 8 -8h194a8 8 0 0 1 8 8v26h-210z" fill={colors.primary} />
        <TextLine x={284} y={66} width={90} fill={colors.surface} />
        {pro &&
          [0, 1, 2].map((i) => (
            <rect key={i} x={240 + i * 52} y={96} width={44} height={14} rx={7} fill={i === 0 ? colors.accent : colors.pageBg} />
          ))}
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <g key={row}>
            <line x1={240} y1={142 + row * 24} x2={418} y2={142 + row * 24} stroke={colors.border} />
            <TextLine x={240} y={126 + row * 24} width={70} />
            <TextLine x={352} y={126 + row * 24} width={row === 5 ? 66 : 46} fill={row === 5 ? colors.accent : undefined} />
          </g>
        ))}
        <circle cx={390} cy={284} r={20} fill="none" stroke={colors.danger} strokeWidth={3} opacity={0.8} />
      </g>
      {/* The phone: a form of quantities, the active field and the submit bar. */}
      <g>
        <rect x={40} y={40} width={150} height={290} rx={22} fill={colors.text} />
        <rect x={48} y={56} width={134} height={258} rx={14} fill={colors.pageBg} />
        <rect x={96} y={46} width={38} height={5} rx={2.5} fill={colors.muted} />
        {[0, 1, 2, 3].map((i) => (
          <g key={i}>
            <TextLine x={60} y={74 + i * 50} width={50} />
            <rect
              x={60}
              y={86 + i * 50}
              width={110}
              height={24}
              rx={5}
              fill={colors.surface}
              stroke={i === 1 ? colors.primary : colors.border}
              strokeWidth={i === 1 ? 2 : 1}
            />
          </g>
        ))}
        <rect x={60} y={280} width={110} height={24} rx={12} fill={colors.primary} />
      </g>
      <Tick cx={196} cy={160} r={20} />
    </ArtCanvas>
  );
}
