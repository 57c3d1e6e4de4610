import type { Theme } from '../../../shared/theme-types';

// A course's cover, drawn on request as SVG in the colours of the tenant that asks: its title and category
// over the theme's primary gradient, with an icon of the category. Seeded courses name `course-<id>.svg`; a
// cover an operator uploads (from the operator console, when it lands) is a file and is sent as one.

const NAME = /^course-([1-9][0-9]{0,8})\.svg$/;
const WIDTH = 320;
const HEIGHT = 180;
const TITLE_SIZE = 19;
/** Characters of a title line: CJK glyphs are about one font size wide. */
const LINE_CHARS = 14;
const MAX_LINES = 2;
/** Baseline of a one-line title; the page lays badges over the top-left and bottom-right corners, so the title keeps to the middle band. */
const MIDDLE = 100;

/** The cover name the seed gives a course. */
export const courseCoverName = (id: number) => `course-${id}.svg`;

/** The course a generated cover's name stands for, or null for a file's name. */
export function courseOfCover(name: string): number | null {
  const match = NAME.exec(name);
  return match ? Number(match[1]) : null;
}

// Line icons on a 48-unit grid, stroked in the text colour: ruler, two-way arrows, document, bar chart,
// shield, play button; a category takes the one of its id.
const ICONS = [
  'M6 30 L30 6 L42 18 L18 42 Z M14 22 l4 4 M19 17 l6 6 M24 12 l4 4',
  'M8 16 H36 M30 10 l6 6 -6 6 M40 32 H12 M18 26 l-6 6 6 6',
  'M12 6 H30 L38 14 V42 H12 Z M30 6 V14 H38 M18 22 H32 M18 29 H32 M18 36 H26',
  'M8 40 H42 M12 40 V26 M20 40 V16 M28 40 V22 M36 40 V10',
  'M24 6 L40 12 V24 C40 33 33 40 24 43 C15 40 8 33 8 24 V12 Z M17 24 l5 5 9 -10',
  'M6 10 H42 V38 H6 Z M20 17 L31 24 L20 31 Z',
];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** The title in lines of at most LINE_CHARS characters; a longer title ends in an ellipsis on the last line. */
export function titleLines(title: string): string[] {
  const chars = [...title.replace(/\s+/g, ' ').trim()];
  const lines: string[] = [];
  for (let at = 0; at < chars.length && lines.length < MAX_LINES; at += LINE_CHARS) lines.push(chars.slice(at, at + LINE_CHARS).join(''));
  if (chars.length > LINE_CHARS * MAX_LINES) lines[MAX_LINES - 1] = `${[...lines[MAX_LINES - 1]!].slice(0, LINE_CHARS - 1).join('')}\u2026`;
  return lines;
}

export interface CoverCourse {
  title: string;
  category: string;
  categoryId: number;
}

/** The cover of a course as an SVG document, in the theme's primary colours (its text in onPrimary, AA by the theme test). */
export function courseCoverSvg(course: CoverCourse, theme: Theme): string {
  const { primary, primaryHover, onPrimary } = theme.colors;
  const font = escapeXml(theme.fonts.body);
  const lines = titleLines(course.title);
  const top = MIDDLE - ((lines.length - 1) * (TITLE_SIZE + 6)) / 2;
  const icon = ICONS[course.categoryId % ICONS.length]!;
  const title = lines.map((line, index) => `<tspan x="20" y="${top + index * (TITLE_SIZE + 6)}">${escapeXml(line)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(course.title)}">`,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${primaryHover}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#b)"/>`,
    `<circle cx="${WIDTH - 40}" cy="36" r="86" fill="${onPrimary}" fill-opacity=".07"/>`,
    `<circle cx="${WIDTH - 40}" cy="36" r="54" fill="${onPrimary}" fill-opacity=".08"/>`,
    `<g transform="translate(${WIDTH - 82} 14)" fill="none" stroke="${onPrimary}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity=".9"><path d="${icon}"/></g>`,
    `<g font-family="${font}" fill="${onPrimary}">`,
    `<rect x="20" y="${HEIGHT - 44}" width="28" height="3" rx="1.5" fill="${onPrimary}" opacity=".7"/>`,
    `<text x="20" y="${HEIGHT - 20}" font-size="13" opacity=".9">${escapeXml(course.category)}</text>`,
    `<text font-size="${TITLE_SIZE}" font-weight="600">${title}</text>`,
    '</g></svg>',
  ].join('');
}
