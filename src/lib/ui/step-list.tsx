import styled from 'styled-components';
import { mobile } from './media';
import { surfacePanel } from './surface';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    position: relative;
    padding: 20px 20px 20px 64px;
    ${surfacePanel}
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 20px;
    top: 18px;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
    line-height: 30px;
    text-align: center;
  }
  h3 {
    font-size: 16px;
    margin-bottom: 6px;
  }
  p {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps of a process (how to order, how to get credentials), side by side and stacked on mobile. */
export function StepList({ steps, testId }: { steps: readonly Step[]; testId?: string }) {
  return (
    <List data-testid={testId}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </List>
  );
}
