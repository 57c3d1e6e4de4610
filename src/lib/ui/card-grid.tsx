import styled from 'styled-components';
import { mobile } from './media';
import { surfacePanel } from './surface';

/** A responsive grid of cards: `$min` is the narrowest a card may get before the row wraps. */
export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 220 }) => $min}px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mobile} {
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: 12px;
  }
`;

export const Card = styled.li`
  a,
  & > div {
    display: flex;
    flex-direction: column;
    gap: 6px;
    height: 100%;
    padding: 20px;
    ${surfacePanel}
    transition: box-shadow 0.15s, transform 0.15s;
  }
  a:hover {
    box-shadow: 0 8px 24px ${({ theme }) => theme.colors.shadow};
    transform: translateY(-2px);
  }
  h3 {
    font-size: 16px;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Section = styled.section`
  padding: 40px 0 8px;
  h2 {
    font-size: 22px;
    margin-bottom: 20px;
  }
  ${mobile} {
    padding-top: 28px;
    h2 {
      font-size: 19px;
    }
  }
`;

/** Cards of a heading and a paragraph each (features, pain points), in a grid; headings are h3. */
export function TextCards({ items, min, testId }: { items: readonly { title: string; text: string }[]; min?: number; testId?: string }) {
  return (
    <CardGrid $min={min} data-testid={testId}>
      {/* Titles an editor typed may repeat: a card is its place. */}
      {items.map((item, index) => (
        <Card key={index}>
          <div>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </Card>
      ))}
    </CardGrid>
  );
}
