import { useMemo, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';
import { ArticleBody } from '../../../lib/ui/article-body';

const Body = styled(ArticleBody)`
  font-size: 15px;
  line-height: 1.8;
  > :last-child {
    margin-bottom: 0;
  }
  h1,
  h2,
  h3,
  h4 {
    font-size: 16px;
    margin: 1em 0 0.5em;
  }
  code {
    font-family: ui-monospace, 'SFMono-Regular', Consolas, monospace;
    font-size: 0.9em;
    padding: 1px 4px;
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.pageBg};
  }
  pre {
    margin: 0 0 1em;
    padding: 12px;
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.pageBg};
    code {
      padding: 0;
      background: none;
    }
  }
  th {
    background: ${({ theme }) => theme.colors.pageBg};
  }
  blockquote {
    margin: 0 0 1em;
    padding-left: 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS = [1, 2, 3, 4, 5, 6] as const;
type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The highest heading level the text uses (ATX `#` headings; setext ones count as 1 and 2). */
export function topHeadingLevel(text: string): Level {
  let top = 6;
  for (const match of text.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)) top = Math.min(top, match[1]!.length);
  if (/^ {0,3}=+[ \t]*$/m.test(text)) top = 1;
  else if (/\S[^\n]*\n {0,3}-{2,}[ \t]*$/m.test(text)) top = Math.min(top, 2);
  return top as Level;
}

// Model text is untrusted: rehype-sanitize drops raw HTML, scripts and javascript: links; links leave the page
// in a new tab without the opener; images are not fetched (their text stands instead).
function componentsFor(shift: number): Components {
  const headings = Object.fromEntries(
    LEVELS.map((level) => {
      const Tag = `h${Math.min(6, Math.max(1, level + shift))}` as HeadingTag;
      return [`h${level}`, ({ node: _node, ...props }: ComponentProps<'h1'> & ExtraProps) => <Tag {...props} />];
    }),
  );
  return {
    ...headings,
    a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
    img: ({ node: _node, alt }) => <span>{alt}</span>,
  };
}

/**
 * Generated Markdown (GFM tables and code), sanitised. Its headings start at `headingLevel` (the page's outline
 * goes on below the heading the text sits under), keeping their relative levels.
 */
export function MarkdownView({ text, headingLevel = 3, className }: { text: string; headingLevel?: Level; className?: string }) {
  const shift = headingLevel - topHeadingLevel(text);
  const components = useMemo(() => componentsFor(shift), [shift]);
  return (
    <Body className={className}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </Markdown>
    </Body>
  );
}
