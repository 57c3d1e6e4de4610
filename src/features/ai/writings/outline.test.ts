import { describe, expect, it } from 'vitest';
import { OUTLINE_SECTIONS_MAX } from '../../../../shared/calls/ai-tools';
import { addSection, cleanOutline, headingsOf, moveSection, newSection, outlineProblem, removeSection, renameSection } from './outline';

const outline = (...headings: string[]) => headings.map(newSection);
const headings = (sections: { heading: string }[]) => sections.map((section) => section.heading);

describe('outline editing', () => {
  it('reads headings from streamed text, one a line, without Markdown markers or blank lines', () => {
    expect(headingsOf('# 一、引言\n\n- 二、计量方法\n  * 三、结论  \n## ')).toEqual(['一、引言', '二、计量方法', '三、结论']);
    expect(headingsOf('a\r\nb')).toEqual(['a', 'b']);
    expect(headingsOf(Array.from({ length: 40 }, (_, i) => `h${i}`).join('\n'))).toHaveLength(OUTLINE_SECTIONS_MAX);
  });

  it('adds after a section, at the start with -1, and not past the limit', () => {
    expect(headings(addSection(outline('a', 'b'), 0, 'x'))).toEqual(['a', 'x', 'b']);
    expect(headings(addSection(outline('a', 'b'), -1, 'x'))).toEqual(['x', 'a', 'b']);
    expect(headings(addSection(outline('a'), 5, 'x'))).toEqual(['a', 'x']);
    const full = outline(...Array.from({ length: OUTLINE_SECTIONS_MAX }, (_, i) => `h${i}`));
    expect(addSection(full, 0, 'x')).toHaveLength(OUTLINE_SECTIONS_MAX);
  });

  it('moves a section with its text, and does nothing past either end', () => {
    const sections = outline('a', 'b', 'c').map((section, i) => ({ ...section, text: `t${i}` }));
    const moved = moveSection(sections, 2, -1);
    expect(headings(moved)).toEqual(['a', 'c', 'b']);
    expect(moved[1]!.text).toBe('t2');
    expect(headings(moveSection(sections, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(headings(moveSection(sections, 2, 1))).toEqual(['a', 'b', 'c']);
  });

  it('removes and renames by place, leaving the input as it was', () => {
    const sections = outline('a', 'b', 'c');
    expect(headings(removeSection(sections, 1))).toEqual(['a', 'c']);
    expect(headings(renameSection(sections, 0, 'z'))).toEqual(['z', 'b', 'c']);
    expect(headings(sections)).toEqual(['a', 'b', 'c']);
  });

  it('says why an outline cannot be saved', () => {
    expect(outlineProblem([])).toBe('empty');
    expect(outlineProblem(outline('a', '  '))).toBe('blankHeading');
    expect(outlineProblem(outline('a'))).toBeNull();
    expect(headings(cleanOutline(outline(' a ')))).toEqual(['a']);
  });
});
