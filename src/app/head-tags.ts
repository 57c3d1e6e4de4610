import type { PageTdk } from '../engine/page-load';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface HeadInput {
  tdk: PageTdk;
  /** Absent on error pages, which have no address of their own to name. */
  canonical?: string;
  themeColor: string;
  styles: string;
}

/** The <head> tags of a server-rendered page: TDK, canonical link and the collected styles. */
export function headTags({ tdk, canonical, themeColor, styles }: HeadInput): string {
  return [
    `<title>${escapeHtml(tdk.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tdk.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(tdk.keywords)}" />`,
    `<meta name="theme-color" content="${escapeHtml(themeColor)}" />`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    styles,
  ]
    .filter(Boolean)
    .join('\n    ');
}
