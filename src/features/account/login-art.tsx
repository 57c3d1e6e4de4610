import styled, { useTheme } from 'styled-components';
import { mobile } from '../../lib/ui/media';

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 520px;
  height: auto;
  margin-top: 32px;
  ${mobile} {
    display: none;
  }
`;

// Skyline blocks behind the bridge: x, width, height.
const BLOCKS = [
  [24, 44, 120],
  [76, 36, 170],
  [120, 52, 96],
  [330, 40, 150],
  [378, 56, 110],
  [442, 40, 180],
] as const;

// The bridge's three equal arches, by the x of their crowns.
const ARCH_CENTRES = [103, 269, 435] as const;

/**
 * The login entrances' scene, drawn for this project in the brand's theme: a bridge and a city under construction
 * with a progress card above them. Decorative, so hidden from screen readers; under 800 px the form comes first
 * and the scene is left out.
 */
export function LoginArt() {
  const { colors } = useTheme();
  return (
    <Svg viewBox="0 0 520 300" aria-hidden="true" focusable="false" data-testid="login-art">
      <circle cx={430} cy={70} r={44} fill={colors.accent} opacity={0.18} />
      {BLOCKS.map(([x, width, height]) => (
        <rect key={x} x={x} y={250 - height} width={width} height={height} rx={2} fill={colors.primary} opacity={0.14} />
      ))}
      {/* A tower crane over the tallest block. */}
      <rect x={458} y={40} width={5} height={210} fill={colors.accent} />
      <rect x={380} y={40} width={134} height={5} fill={colors.accent} />
      <line x1={400} y1={45} x2={400} y2={96} stroke={colors.primary} strokeWidth={2} />
      <rect x={390} y={96} width={20} height={10} fill={colors.primary} />
      {/* The bridge: deck, arches and piers. */}
      <rect x={0} y={206} width={520} height={10} fill={colors.primary} />
      <path d="M20 206q83 -80 166 0M186 206q83 -80 166 0M352 206q83 -80 166 0" fill="none" stroke={colors.primary} strokeWidth={6} />
      {ARCH_CENTRES.map((x) => (
        <g key={x}>
          {[-50, -25, 0, 25, 50].map((dx) => (
            <line key={dx} x1={x + dx} y1={206} x2={x + dx} y2={166 + 40 * (dx / 83) ** 2} stroke={colors.primary} strokeWidth={2} />
          ))}
        </g>
      ))}
      {[20, 186, 352, 510].map((x) => (
        <rect key={x} x={x - 8} y={216} width={16} height={50} fill={colors.primaryHover} />
      ))}
      <rect x={0} y={266} width={520} height={34} fill={colors.primary} opacity={0.08} />
      {/* The progress card: planned against done, and this month's figure. */}
      <g>
        <rect x={150} y={18} width={190} height={112} rx={10} fill={colors.surface} stroke={colors.border} />
        <rect x={166} y={34} width={70} height={8} rx={4} fill={colors.border} />
        {[46, 70, 38, 84, 60].map((height, i) => (
          <rect
            key={i}
            x={170 + i * 30}
            y={116 - height}
            width={16}
            height={height}
            rx={3}
            fill={i === 3 ? colors.accent : colors.primary}
          />
        ))}
        <circle cx={318} cy={38} r={10} fill={colors.success} />
      </g>
    </Svg>
  );
}
