import { describe, expect, it } from 'vitest';
import { EMPTY_TENDER, tenderFormOf, tenderProblems } from './tender-values';

const filled = {
  title: ' 某道路改造工程招标文件 ',
  project: '某道路改造工程',
  kind: 'ENGINEERING',
  scope: '道路、排水',
  qualification: '市政二级',
  schedule: '180 日历天',
  evaluation: 'comprehensive',
};

describe('tender form', () => {
  it('asks for every field of an empty form', () => {
    expect(tenderProblems(EMPTY_TENDER).map((p) => p.field)).toEqual([
      'title',
      'project',
      'scope',
      'qualification',
      'schedule',
      'evaluation',
    ]);
  });

  it('takes a filled form, trimmed', () => {
    expect(tenderProblems(filled)).toEqual([]);
    expect(tenderFormOf(filled).title).toBe('某道路改造工程招标文件');
    expect(tenderFormOf(filled).tender).toMatchObject({ project: '某道路改造工程', kind: 'ENGINEERING', evaluation: 'comprehensive' });
    expect(tenderFormOf(filled, () => '综合评估法').tender.evaluation).toBe('综合评估法');
  });

  it('refuses text over its limit and a kind outside the taxonomy', () => {
    expect(tenderProblems({ ...filled, schedule: 'x'.repeat(2001) })).toEqual([{ field: 'schedule', problem: 'tooLong', max: 2000 }]);
    expect(tenderProblems({ ...filled, kind: 'SHOES' }).map((p) => p.field)).toEqual(['kind']);
  });
});
