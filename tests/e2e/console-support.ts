import type { Browser, Page } from '@playwright/test';
import { submitPasswordLogin } from './account-support';
import { axeViolations } from './axe-check';
import { openHydrated, tenantUrl } from './support';

// What the console's specs share: the demo accounts, a page logged in to a console section, axe's serious
// findings, the id of a saved item, and a PDF the server's sniffer recognises.

/** The demo editor of main and kunlun, and the main tenant's admin (server/db/seed-data/accounts.json `editors`). */
export const EDITOR = '13800000020';
export const ADMIN = '13800000021';
export const PASSWORD = 'Demo1234';

/** A one-page PDF: what the server's sniffer must recognise as one. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A page of a new context, logged in as `phone` and sent on to /console/<section>. */
export async function consoleAs(browser: Browser, phone: string, section: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const to = `/console/${section}`;
  await openHydrated(page, tenantUrl('main', `/login?logidUrl=${encodeURIComponent(to)}`));
  await submitPasswordLogin(page, phone, PASSWORD);
  await page.waitForURL((url) => url.pathname.startsWith('/console'));
  return page;
}

/** The ids of axe's serious and critical findings on the page. */
export const serious = async (page: Page) =>
  (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

/** The item's id, from the editor's address once the draft is saved. */
export async function savedId(page: Page, section: string): Promise<string> {
  await page.waitForURL(new RegExp(`/console/${section}/\\d+$`));
  return page.url().split('/').pop()!;
}
