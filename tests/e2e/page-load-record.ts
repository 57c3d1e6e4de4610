import type { Page } from '@playwright/test';

export interface LoadedRequest {
  url: string;
  /** DevTools' resource type: Script, Document, Fetch, Image… */
  type: string;
  /** Bytes received, headers and compressed body, as the browser counts a transfer. */
  bytes: number;
  state: 'finished' | 'failed' | 'open';
}

export interface PageLoad {
  requests: LoadedRequest[];
  /** The script a user downloads for this page: the transfer sizes of every Script request, in bytes. */
  scriptBytes: number;
}

/** How long the network must be quiet after hydration before a load counts as over. */
const QUIET_MS = 750;
/** A request still open this long after hydration never finishes: a held response body, a hung fetch. */
const SETTLE_MS = 8_000;

interface RequestEvent {
  requestId: string;
  type?: string;
  request: { url: string };
}

/**
 * Loads `url` in `page` as a first visit and records every request the browser made, through DevTools' network
 * events (what Lighthouse reads), until React has hydrated and the network has been quiet for a moment. The
 * widgets that start after idle belong to the load; a request that never finishes is reported `open`.
 */
export async function recordPageLoad(page: Page, url: string): Promise<PageLoad> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, LoadedRequest>();
  let lastActivity = Date.now();
  session.on('Network.requestWillBeSent', (event: RequestEvent) => {
    lastActivity = Date.now();
    // A redirect reuses its id: the hop before it is done.
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', bytes: 0, state: 'open' });
  });
  session.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    lastActivity = Date.now();
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { state: 'finished', bytes: event.encodedDataLength });
  });
  session.on('Network.loadingFailed', (event: { requestId: string }) => {
    lastActivity = Date.now();
    const request = requests.get(event.requestId);
    if (request) request.state = 'failed';
  });

  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const hydrated = Date.now();
  const open = () => [...requests.values()].some((request) => request.state === 'open');
  while (Date.now() - hydrated < SETTLE_MS && (open() || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(100);
  await session.detach();

  const all = [...requests.values()];
  const scriptBytes = all.filter((request) => request.type === 'Script').reduce((sum, request) => sum + request.bytes, 0);
  return { requests: all, scriptBytes };
}
