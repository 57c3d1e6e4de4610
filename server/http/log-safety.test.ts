import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-safety';

describe('redactUrl', () => {
  it('hides credential parameters and keeps the others', () => {
    expect(redactUrl('/Oauth/wechat?code=abc&state=xyz&from=1')).toBe('/Oauth/wechat?code=REDACTED&state=REDACTED&from=1');
    expect(redactUrl('/news/5?page=2')).toBe('/news/5?page=2');
  });

  it('hides the ticket of a one-time download link', () => {
    expect(redactUrl('/api/news/download/file/s3cr3t-ticket')).toBe('/api/news/download/file/REDACTED');
    expect(redactUrl('/api/news/download/file/s3cr3t?x=1')).toBe('/api/news/download/file/REDACTED?x=1');
  });
});
