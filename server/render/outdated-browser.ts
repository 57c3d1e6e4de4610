import type { Theme } from '../../shared/theme-types';
import { serverText } from '../server-text';
import { escapeHtml } from '../services/html-escape';

// A browser too old for the portal's scripts (http/user-agent.ts) would load them only to fail on their syntax,
// leaving buttons that do nothing. It gets the server-rendered page, which reads whole without scripts, without
// them, and a notice at the top saying why search, login and the rest do not work and what to use instead.

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** The page as an outdated browser gets it: no module scripts, and the notice first in the body. */
export function forOutdatedBrowser(html: string, { colors, fonts }: Theme): string {
  const style = [
    'margin:0',
    'padding:12px 16px',
    `background:${colors.danger}`,
    `color:${colors.onDanger}`,
    `font-family:${fonts.body}`,
    'font-size:15px',
    'line-height:1.6',
    'text-align:center',
  ].join(';');
  const notice = `<div role="alert" data-testid="outdated-browser" style="${escapeHtml(style)}"><strong>${escapeHtml(
    serverText('outdatedBrowserTitle'),
  )}</strong> ${escapeHtml(serverText('outdatedBrowserBody'))}</div>`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<body\b[^>]*>/, (body) => `${body}${notice}`);
}
