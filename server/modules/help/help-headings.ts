import type { HelpHeading } from '../../../shared/calls/help';
import { plainText } from '../search/public';

/**
 * Gives every h2/h3 of a sanitised body an anchor id (`section-1`, …) and lists them for the table of
 * contents. The sanitiser keeps no attribute on headings, so `<h2>` and `<h3>` are all there is to match.
 */
export function anchorHeadings(html: string): { content: string; headings: HelpHeading[] } {
  const headings: HelpHeading[] = [];
  const content = html.replace(/<(h[23])>([\s\S]*?)<\/\1>/g, (_, tag: string, inner: string) => {
    const id = `section-${headings.length + 1}`;
    headings.push({ id, level: Number(tag[1]), text: plainText(inner) });
    return `<${tag} id="${id}">${inner}</${tag}>`;
  });
  return { content, headings };
}
