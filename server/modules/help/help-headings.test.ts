import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../../services/sanitize';
import { anchorHeadings } from './help-headings';

describe('anchorHeadings', () => {
  it('numbers h2 and h3 in order and lists their plain text', () => {
    const { content, headings } = anchorHeadings('<p>a</p><h2>One &amp; <em>two</em></h2><p>b</p><h3>Three</h3><h4>not listed</h4>');
    expect(content).toBe('<p>a</p><h2 id="section-1">One &amp; <em>two</em></h2><p>b</p><h3 id="section-2">Three</h3><h4>not listed</h4>');
    expect(headings).toEqual([
      { id: 'section-1', level: 2, text: 'One & two' },
      { id: 'section-2', level: 3, text: 'Three' },
    ]);
  });

  it('works on what the sanitiser leaves: an id smuggled into a heading is dropped first', () => {
    const { content, headings } = anchorHeadings(
      sanitizeBody('<h2 id="x" onclick="alert(1)">Steps</h2><img src="/illustrations/help/import.svg" alt="a">'),
    );
    expect(content).toBe('<h2 id="section-1">Steps</h2><img src="/illustrations/help/import.svg" alt="a" />');
    expect(headings).toHaveLength(1);
  });

  it('leaves an empty heading out of the contents', () => {
    const { content, headings } = anchorHeadings('<h2>Steps</h2><h3></h3><h3> <br /> </h3><h3>Export</h3>');
    expect(content).toBe('<h2 id="section-1">Steps</h2><h3></h3><h3> <br /> </h3><h3 id="section-2">Export</h3>');
    expect(headings.map((heading) => heading.text)).toEqual(['Steps', 'Export']);
  });

  it('answers a body without headings as it is', () => {
    expect(anchorHeadings('<p>plain</p>')).toEqual({ content: '<p>plain</p>', headings: [] });
  });
});
