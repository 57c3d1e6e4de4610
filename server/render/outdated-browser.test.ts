import { describe, expect, it } from 'vitest';
import type { Theme } from '../../shared/theme-types';
import { readFileSync } from 'node:fs';
import { serverText } from '../server-text';
import { forOutdatedBrowser } from './outdated-browser';

const theme = JSON.parse(readFileSync(new URL('../../themes/main.json', import.meta.url), 'utf8')) as Theme;

const PAGE = `<!doctype html><html lang="zh-CN"><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/tender-list-page-b.js" />
<link rel="stylesheet" href="/assets/x.css">
</head><body class="x"><div id="root"><main><h1>招标公告</h1></main></div>
<script type="application/json" id="hydration">{"a":1}</script></body></html>`;

describe('the page an outdated browser gets', () => {
  const html = forOutdatedBrowser(PAGE, theme);

  it('keeps the rendered content and drops the module scripts and their preloads', () => {
    expect(html).toContain('<main><h1>招标公告</h1></main>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/x.css">');
  });

  it('says why, first in the body, in the theme’s colours', () => {
    expect(html).toMatch(/<body class="x"><div role="alert" data-testid="outdated-browser" style="[^"]*">/);
    expect(html).toContain(serverText('outdatedBrowserTitle'));
    expect(html).toContain(`background:${theme.colors.danger}`);
  });
});
