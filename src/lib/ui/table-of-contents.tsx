import styled from 'styled-components';
import { mobile } from './media';
import { surfacePanel } from './surface';

const Box = styled.nav`
  position: sticky;
  top: 16px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 16px;
  ${surfacePanel}
  p {
    font-weight: 600;
    margin-bottom: 8px;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 4px 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  ${mobile} {
    position: static;
  }
`;

export interface TocItem {
  id: string;
  label: string;
}

/** A list of in-page links to a document's headings (each heading carries the item's id). */
export function TableOfContents({ title, items }: { title: string; items: readonly TocItem[] }) {
  return (
    <Box aria-label={title} data-testid="toc">
      <p>{title}</p>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
    </Box>
  );
}
