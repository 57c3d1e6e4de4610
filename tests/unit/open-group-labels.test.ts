import { describe, expect, it } from 'vitest';
import open from '../../locales/zh-cn/open.json';
import { allRows } from '../call-rows';

// The open platform showed raw area ids (desk, chat, booking …) as group headings.
describe('open platform group names', () => {
  const labels = open.groups as Record<string, string | undefined>;
  const areas = [...new Set(allRows().map((row) => row.area))];

  it.each(areas)('area %s has a Chinese group name in locales/zh-cn/open.json', (area) => {
    expect(labels[area]).toMatch(/[\u4e00-\u9fff]/);
    expect(labels[area]).not.toMatch(/[a-z]{3,}/);
  });
});
