import { escapeHtml } from '../../services/html-escape';

// The line markup of the help centre's seed articles (seed-data/help/README.md): one block per line,
// consecutive list lines grouped. Text is escaped; the result is sanitised again before it is stored.

/** Where the illustrations of help articles are served from (public/illustrations/help/). */
export const HELP_IMAGE_DIR = '/illustrations/help';

type Block = { list: 'ol' | 'ul'; item: string } | { html: string };

function blockOf(line: string): Block {
  const [, marker = '', rest = ''] = /^(## |### |\d+\. |- |! |> |@)?(.*)$/s.exec(line) ?? [];
  const text = escapeHtml(rest.trim());
  switch (marker) {
    case '## ':
      return { html: `<h2>${text}</h2>` };
    case '### ':
      return { html: `<h3>${text}</h3>` };
    case '- ':
      return { list: 'ul', item: text };
    case '! ':
    case '> ':
      return { html: `<blockquote><p>${text}</p></blockquote>` };
    case '@': {
      const [name = '', alt = ''] = rest.split('|');
      return {
        html: `<p><img src="${HELP_IMAGE_DIR}/${escapeHtml(name.trim())}.svg" alt="${escapeHtml(alt.trim())}" width="640" height="360"></p>`,
      };
    }
    default:
      return marker ? { list: 'ol', item: text } : { html: `<p>${text}</p>` };
  }
}

/** The HTML of an article's lines. */
export function renderHelpMarkup(lines: readonly string[]): string {
  let html = '';
  let open: 'ol' | 'ul' | null = null;
  for (const block of lines.map(blockOf)) {
    const list = 'list' in block ? block.list : null;
    if (open && open !== list) html += `</${open}>`;
    if (list && open !== list) html += `<${list}>`;
    open = list;
    html += 'list' in block ? `<li>${block.item}</li>` : block.html;
  }
  return open ? `${html}</${open}>` : html;
}
