import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { fillTenant, LEGAL_DOCUMENTS } from './legal-document';

const tenant = { title: 'Portal', hotline: '400-000-0000', mailbox: 'a@example.com', address: 'Street 1' };

describe('legal documents', () => {
  it.each(Object.entries(LEGAL_DOCUMENTS))('%s is dated and its sections have unique anchors', (_name, document) => {
    expect(document.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });

  it('the privacy policy names every key the portal keeps in the browser', () => {
    const storage = LEGAL_DOCUMENTS.pravicy.sections.flatMap((section) => section.table?.rows.map((row) => row[0]) ?? []);
    for (const key of Object.values(STORAGE_KEYS)) expect(storage).toContain(key);
  });

  it('the privacy policy says what tracking collects and how long raw events are kept', () => {
    const text = JSON.stringify(LEGAL_DOCUMENTS.pravicy);
    for (const words of [
      '页面地址',
      '访客标识',
      '用户标识',
      '停留的秒数',
      '阅读秒数',
      '加盐摘要',
      '不保存 IP 地址本身',
      '浏览器类型的分类',
      '30 天',
      '按日汇总',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('puts the tenant’s own title, hotline, mailbox and address in place', () => {
    expect(fillTenant('{{title}} {{hotline}} {{mailbox}} {{address}} {{other}}', tenant)).toBe(
      'Portal 400-000-0000 a@example.com Street 1 {{other}}',
    );
  });
});
