import type { Theme } from '../../shared/theme-types';
import { serverText } from '../server-text';
import { escapeHtml as escape } from '../services/html-escape';

/** Why no page can be rendered: the process sheds load, or the database is away. */
export type UnavailableReason = 'busy' | 'down';

const TEXTS: Record<UnavailableReason, { title: string; body: string }> = {
  busy: { title: 'unavailableTitle', body: 'unavailableBody' },
  down: { title: 'unavailableDownTitle', body: 'unavailableDownBody' },
};

/**
 * The page a browser gets while the server sheds load or the database is away: no render, no database, only
 * the tenant's title and theme, so it costs nothing to send. The visitor is asked to retry; Retry-After says when.
 */
export function unavailablePage(theme: Theme, siteTitle: string, reason: UnavailableReason = 'busy'): string {
  const { colors, fonts } = theme;
  const title = escape(serverText(TEXTS[reason].title));
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} - ${escape(siteTitle)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:${colors.pageBg};color:${colors.text};font-family:${fonts.body}}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem}
p{color:${colors.muted};line-height:1.6}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.5rem;border-radius:${theme.sizes.radius}px;background:${colors.primary};color:${colors.onPrimary};text-decoration:none}
a:focus-visible{outline:3px solid ${colors.focusRing};outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escape(serverText(TEXTS[reason].body))}</p>
<a href="">${escape(serverText('unavailableRetry'))}</a>
</main>
</body>
</html>
`;
}
