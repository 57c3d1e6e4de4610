import { lazy, Suspense } from 'react';
import styled from 'styled-components';

const Formatted = lazy(async () => ({ default: (await import('./markdown-view')).MarkdownView }));

/** The text as it came, until the Markdown view has loaded. */
const Plain = styled.div`
  white-space: pre-wrap;
  font-size: 15px;
  line-height: 1.8;
`;

/**
 * An AI answer or draft in Markdown. The Markdown stack (react-markdown, remark, rehype: 45 KB) loads with the
 * first text shown, not with the AI pages' code: the catalogue and the empty forms never fetch it.
 */
export function LazyMarkdownView({ text }: { text: string }) {
  return (
    <Suspense fallback={<Plain>{text}</Plain>}>
      <Formatted text={text} />
    </Suspense>
  );
}
