import { Card, CardGrid } from './card-grid';
import type { Step } from './step-list';

/** Cards of a title and a line of text (what a service checks, what an account offers). */
export function InfoCards({ items, min, testId }: { items: readonly Step[]; min?: number; testId?: string }) {
  return (
    <CardGrid $min={min} data-testid={testId}>
      {items.map((item) => (
        <Card key={item.title}>
          <div>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </Card>
      ))}
    </CardGrid>
  );
}
