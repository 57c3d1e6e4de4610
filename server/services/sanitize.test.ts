// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeBody, sanitizeText } from './sanitize';

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<svg onload="window.__xss=1"></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<p style="background:url(javascript:window.__xss=1)" onclick="window.__xss=1">text</p>',
  '<a href="  JaVaScRiPt:window.__xss=1">x</a>',
  '<a href="//evil.example.com/x">x</a>',
  '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
];

describe('sanitizeBody', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeBody(`<p>正文</p>${payload}`);
    expect(clean).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg|style=|\/\/evil/i);
    expect(clean).toContain('<p>正文</p>');
  });

  it('keeps structure and safe links, opening them in a new window without an opener', () => {
    const html =
      '<h2>标题</h2><ul><li>一</li></ul><table><tr><td colspan="2">格</td></tr></table><a href="https://www.example.com/a">链接</a>';
    const clean = sanitizeBody(html);
    expect(clean).toContain('<h2>标题</h2>');
    expect(clean).toContain('<td colspan="2">格</td>');
    expect(clean).toContain('href="https://www.example.com/a"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(clean).toContain('target="_blank"');
  });
});

describe('sanitizeText', () => {
  it('drops every tag and keeps the words', () => {
    expect(sanitizeText('  <b>混凝土</b>浇筑<script>window.__xss=1</script> ')).toBe('混凝土浇筑');
    expect(sanitizeText('<img src=x onerror="window.__xss=1">质量')).toBe('质量');
  });

  it('keeps the text as written, not as HTML: an ampersand or a less-than sign stays one character', () => {
    expect(sanitizeText('中建 & 路桥 <b>R&amp;D</b> 1 < 2')).toBe('中建 & 路桥 R&D 1 < 2');
    expect(sanitizeText('“标段” &quot;一&quot; &#x4E00;')).toBe('“标段” "一" 一');
  });
});
