import { Fragment } from 'react';
import styled from 'styled-components';

const Mark = styled.mark`
  background: transparent;
  color: ${({ theme }) => theme.colors.highlight};
  font-weight: 600;
`;

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits plain text into runs, marking every occurrence of the terms (longest first, case-insensitive). */
export function highlightRuns(text: string, terms: readonly string[]): { text: string; hit: boolean }[] {
  const usable = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!usable.length || !text) return [{ text, hit: false }];
  const pattern = new RegExp(`(${usable.map(escape).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: usable.some((term) => term.toLowerCase() === part.toLowerCase()) }));
}

/** Plain text with the search terms marked; the text is never parsed as HTML. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightRuns(text, terms).map((run, index) =>
        run.hit ? <Mark key={index}>{run.text}</Mark> : <Fragment key={index}>{run.text}</Fragment>,
      )}
    </>
  );
}
