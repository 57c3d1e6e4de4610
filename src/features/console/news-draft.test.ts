import { describe, expect, it } from 'vitest';
import { chinaLocalToIso } from './china-time';
import { sameDraft } from './console-kind';
import { emptyDraft, fieldsOf } from './news-draft';

describe('the news draft', () => {
  it('reads a schedule time as China time', () => {
    expect(chinaLocalToIso('2026-12-01T09:30')).toBe('2026-12-01T01:30:00.000Z');
    expect(chinaLocalToIso('2026-12-01T09:30:15')).toBe('2026-12-01T01:30:15.000Z');
    expect(chinaLocalToIso('')).toBeNull();
    expect(chinaLocalToIso('tomorrow')).toBeNull();
  });

  it('sends a trimmed title and a numeric column', () => {
    expect(fieldsOf({ ...emptyDraft(['kunlun']), title: '  标题 ', dirId: '101' })).toMatchObject({
      title: '标题',
      dirId: 101,
      tenants: ['kunlun'],
    });
  });

  it('tells an edited draft from a saved one', () => {
    expect(sameDraft(emptyDraft([]), emptyDraft([]))).toBe(true);
    expect(sameDraft(emptyDraft([]), { ...emptyDraft([]), memo: 'x' })).toBe(false);
  });
});
