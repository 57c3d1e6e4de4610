import { describe, expect, it } from 'vitest';
import { isSafeLinkTarget } from './link-target';

describe('isSafeLinkTarget', () => {
  it.each(['https://www.mohurd.gov.cn/', 'http://example.com/a?b=1', 'mailto:ops@example.com', 'tel:4000000000', '/news/5', '#part-2'])(
    'accepts %s',
    (href) => expect(isSafeLinkTarget(href)).toBe(true),
  );
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '//evil.example', '', 'news'])(
    'refuses %s',
    (href) => expect(isSafeLinkTarget(href)).toBe(false),
  );
});
