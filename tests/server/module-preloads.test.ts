import { describe, expect, it } from 'vitest';
import { modulePreloadTags } from '../../server/render/module-preloads';

const preloads = {
  tender: ['assets/tender-list-page-a.js', 'assets/kit-b.js'],
  ai: ['assets/ai-pages-c.js'],
  'ai/aiToolList': ['assets/ai-pages-c.js', 'assets/ai-tool-list-page-d.js'],
};

describe('the module preloads of a rendered page', () => {
  it('names the page key’s script files', () => {
    expect(modulePreloadTags(preloads, { key: 'tender', route: 'tender' })).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/tender-list-page-a.js" />' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/kit-b.js" />',
    );
  });

  it('takes the route’s own list where the key’s module picks the page by route, else the key’s', () => {
    expect(modulePreloadTags(preloads, { key: 'ai', route: 'aiToolList' })).toContain('ai-tool-list-page-d.js');
    expect(modulePreloadTags(preloads, { key: 'ai', route: 'AiPaperIndex' })).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ai-pages-c.js" />',
    );
  });

  it('names nothing for a page without a module or a build without the table', () => {
    expect(modulePreloadTags(preloads, undefined)).toBe('');
    expect(modulePreloadTags({}, { key: 'tender', route: 'tender' })).toBe('');
  });
});
