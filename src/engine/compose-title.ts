const SEPARATOR = ' - ';

/** SPEC §1: page titles get the product title appended; a page without its own title shows the default. */
export function composeTitle(pageTitle: string | undefined, productTitle: string, defaultTitle: string): string {
  const page = pageTitle?.trim();
  if (!page || page === productTitle) return defaultTitle === productTitle ? productTitle : `${defaultTitle}${SEPARATOR}${productTitle}`;
  return `${page}${SEPARATOR}${productTitle}`;
}
