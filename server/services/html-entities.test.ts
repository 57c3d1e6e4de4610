import { describe, expect, it } from 'vitest';
import { decodeEntities } from './html-entities';

describe('decodeEntities', () => {
  it('decodes named and numeric references once, and leaves unknown names', () => {
    expect(decodeEntities('A&amp;B &lt;p&gt; &quot;x&quot; &#39;y&apos; a&nbsp;b &#x4e2d;&#25991;')).toBe(`A&B <p> "x" 'y' a b 中文`);
    expect(decodeEntities('&amp;lt; &unknown; &#0;')).toBe('&lt; &unknown; ');
  });
});
