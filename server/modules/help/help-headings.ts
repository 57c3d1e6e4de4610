import type { HelpHeading } from '../../../shared/calls/help';
import { plainText } from '../search/public';

/**
 * Gives every h2/h3 of a sanitised body an anchor id (`section-1`, …) and lists them for the table of
 * contents. The sanitiser keeps no attribute on headings, so `<h2>` and `<h3>` are all there is to match. A
 * heading without text (an editor's empty line left as one) gets neither: a contents entry would be a link of no name.
 */
export function anchorHeadings(html: string): { content: string; headings: HelpHeading[] } {
  const headings: HelpHeading[] = [];
  const content = html.replace(/<(h[23])>([\s\S]*?)<\/\1>/g, (whole: string, tag: string, inner: string) => {
    const text = plainText(inner);
    if (!text) return whole;
    const id = `section-${headings.length + 1}`;
    headings.push({ id, level: Number(tag[1]), text });
    return `<${tag} id="${id}">${inner}</${tag}>`;
  });
  return { content, headings };
}
