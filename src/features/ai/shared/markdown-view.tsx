import Markdown, { type Components } from 'react-markdown';
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

// Model text is untrusted: rehype-sanitize drops raw HTML, scripts and javascript: links; links leave the page
// in a new tab without the opener.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  img: ({ node: _node, alt }) => <span>{alt}</span>,
};

/** Generated Markdown (GFM tables and code), sanitised. */
export function MarkdownView({ text, className }: { text: string; className?: string }) {
  return (
    <Body className={className}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </Markdown>
    </Body>
  );
}
