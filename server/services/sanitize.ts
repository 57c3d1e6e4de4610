import sanitizeHtml from 'sanitize-html';
import { decodeEntities } from './html-entities';

/** What an article body may keep: structure and links, no script, no handlers, no frames, no styles. */
const BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'span',
    'sub',
    'sup',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** HTML of an article body, safe to store and to render. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, BODY_OPTIONS);
}

/**
 * A title, summary or tag: plain text only, every tag dropped (the text between them kept). The sanitiser writes its
 * text as HTML (`&` as `&amp;`); plain text is escaped where it is shown, so its references are decoded back.
 */
export function sanitizeText(text: string): string {
  return decodeEntities(sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })).trim();
}
