import { describe, expect, it } from 'vitest';
import { renderHelpMarkup } from './help-markup';

describe('renderHelpMarkup', () => {
  it('turns headings, steps, bullets, notes and images into HTML, grouping list lines', () => {
    expect(
      renderHelpMarkup(['## Steps', '1. one', '2. two', '- a', '- b', '### Sub', 'text', '! note', '> tip', '@bill-import|alt text']),
    ).toBe(
      '<h2>Steps</h2><ol><li>one</li><li>two</li></ol><ul><li>a</li><li>b</li></ul><h3>Sub</h3><p>text</p>' +
        '<blockquote><p>note</p></blockquote><blockquote><p>tip</p></blockquote>' +
        '<p><img src="/illustrations/help/bill-import.svg" alt="alt text" width="640" height="360"></p>',
    );
  });

  it('escapes text and closes a list at the end', () => {
    expect(renderHelpMarkup(['<b>x</b> & y', '- <i>'])).toBe('<p>&lt;b&gt;x&lt;/b&gt; &amp; y</p><ul><li>&lt;i&gt;</li></ul>');
  });
});
