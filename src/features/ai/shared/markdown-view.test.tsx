import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../../../shared/theme-types';
import theme from '../../../../themes/main.json';
import { MarkdownView, topHeadingLevel } from './markdown-view';

const view = (text: string, headingLevel?: 3 | 4) =>
  render(
    <ThemeProvider theme={theme as Theme}>
      <MarkdownView text={text} headingLevel={headingLevel} />
    </ThemeProvider>,
  ).container;

describe('MarkdownView', () => {
  it('renders GFM tables and code blocks', () => {
    const root = view('| 项目 | 数量 |\n| --- | --- |\n| 路基 | 3 |\n\n```js\nconst a = 1;\n```');
    expect(root.querySelectorAll('table td')).toHaveLength(2);
    expect(root.querySelector('pre code')?.textContent).toContain('const a = 1;');
  });

  it('drops raw HTML, scripts, event handlers and javascript: links; other links open in a new tab without the opener', () => {
    const root = view('<script>alert(1)</script><img src=x onerror="alert(1)">\n\n[bad](javascript:alert(1)) [ok](https://example.com)');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.innerHTML).not.toContain('onerror');
    const links = [...root.querySelectorAll('a')];
    expect(links.some((link) => (link.getAttribute('href') ?? '').startsWith('javascript:'))).toBe(false);
    const ok = links.find((link) => link.textContent === 'ok')!;
    expect(ok.getAttribute('target')).toBe('_blank');
    expect(ok.getAttribute('rel')).toContain('noopener');
  });

  it('starts the headings at the given level, keeping their order', () => {
    expect(topHeadingLevel('## 一\n### 二')).toBe(2);
    expect(topHeadingLevel('正文')).toBe(6);
    const root = view('## 一、概况\n\n### 1.1 范围\n\n正文', 3);
    expect([...root.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((heading) => heading.tagName)).toEqual(['H3', 'H4']);
  });
});
