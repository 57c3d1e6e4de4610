import { describe, expect, it } from 'vitest';
import { htmlToText } from './download-files';
import { containsPattern } from '../../services/paging';
import { buildTree } from '../../services/tree';

describe('htmlToText', () => {
  it('keeps one line per block, tabs between cells, and decodes entities', () => {
    const html =
      '<h2>范围</h2><p>适用于 <strong>A&amp;B</strong> 工程。</p><ul><li>一</li><li>二</li></ul>' +
      '<table><tr><th>项目</th><th>值</th></tr><tr><td>&lt;5</td><td>10</td></tr></table><p>末行<br>续行</p>';
    expect(htmlToText(html)).toBe('范围\n适用于 A&B 工程。\n一\n二\n项目\t值\n<5\t10\n末行\n续行');
  });
});

describe('containsPattern', () => {
  it.each([
    ['混凝土', '%混凝土%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\d', '%c:\\\\d%'],
  ])('matches %j literally', (keyword, pattern) => {
    expect(containsPattern(keyword)).toBe(pattern);
  });
});

describe('buildTree', () => {
  it('nests children in row order and counts each node with its descendants', () => {
    const rows = [
      { id: 1, parent_id: null, name: 'a', count: '1' },
      { id: 3, parent_id: 1, name: 'a2', count: 4 },
      { id: 2, parent_id: 1, name: 'a1', count: 2 },
      { id: 5, parent_id: 2, name: 'a1x', count: 8 },
      { id: 4, parent_id: null, name: 'b', count: 0 },
    ];
    expect(buildTree(rows)).toEqual([
      {
        id: 1,
        name: 'a',
        count: 15,
        children: [
          { id: 3, name: 'a2', count: 4, children: [] },
          { id: 2, name: 'a1', count: 10, children: [{ id: 5, name: 'a1x', count: 8, children: [] }] },
        ],
      },
      { id: 4, name: 'b', count: 0, children: [] },
    ]);
  });
});
