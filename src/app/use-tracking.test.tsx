import { act, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useArticleData } from '../engine/content/article-data';
import { PortalContext, type PortalContextValue } from '../engine/portal-context';
import { articleDataAtom, type ArticleData } from '../engine/state/portal-atoms';
import type { BrowserTrackingOptions } from '../engine/tracking/browser-tracking';
import type { RouteHandle } from '../engine/use-current-route';
import { findRoute } from '../engine/routes';
import { useTracking } from './use-tracking';

/** What the app told the tracker, in order. */
const calls: (['view', string] | ['article', ArticleData | null])[] = [];
let options: BrowserTrackingOptions | undefined;

vi.mock('../engine/tracking/browser-tracking', () => ({
  startBrowserTracking: (given: BrowserTrackingOptions) => {
    options = given;
    return {
      tracker: {
        view: (url: string) => calls.push(['view', new URL(url).pathname]),
        setArticle: (article: ArticleData | null) => calls.push(['article', article]),
        hide: () => undefined,
        show: () => undefined,
      },
      stop: () => undefined,
    };
  },
}));

const portal = { bootstrap: { apiBase: '/api' }, tenant: { id: 'main' } } as unknown as PortalContextValue;

function Root() {
  useTracking();
  return <Outlet />;
}

function NewsDetail() {
  const { id } = useParams();
  useArticleData({ id: Number(id), artAuthorStaffId: null, type: 'news', title: `news ${id}` });
  return null;
}

const handle = (name: string): RouteHandle => ({ route: findRoute(name)! });

function setUp() {
  calls.length = 0;
  const store = createStore();
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/news/:id', element: <NewsDetail />, handle: handle('newsDetail') },
          { path: '/news', element: null, handle: handle('news') },
        ],
      },
    ],
    { initialEntries: ['/news/1'] },
  );
  render(
    <Provider store={store}>
      <PortalContext.Provider value={portal}>
        <RouterProvider router={router} />
      </PortalContext.Provider>
    </Provider>,
  );
  return { store, router };
}

const views = () => calls.filter(([kind]) => kind === 'view').map(([, path]) => path);

describe('useTracking', () => {
  it('reports the first page and every client-side navigation once, each after the article of the page left', async () => {
    const { router } = setUp();
    await waitFor(() => expect(calls).toContainEqual(['article', expect.objectContaining({ id: 1 })]));
    await act(() => router.navigate('/news/2'));
    await act(() => router.navigate('/news'));
    await waitFor(() => expect(views()).toEqual(['/news/1', '/news/2', '/news']));
    // The tracker still holds the article of the page being left when the next view is reported: the page's
    // cleanup (articleData null) and the next article reach it only afterwards.
    const order = calls.map(([kind, value]) => (kind === 'view' ? value : `article ${(value as ArticleData | null)?.id ?? 'none'}`));
    expect(order.indexOf('/news/2')).toBeLessThan(order.indexOf('article 2'));
    expect(order.indexOf('article 1')).toBeLessThan(order.indexOf('/news/2'));
    expect(order.slice(order.indexOf('/news/2') - 1, order.indexOf('/news/2'))).toEqual(['article 1']);
    expect(order.at(-1)).toBe('article none');
  });

  it('clears articleData when the tracker reports the reading stored, unless another article replaced it', async () => {
    const { store } = setUp();
    await waitFor(() => expect(store.get(articleDataAtom)).not.toBeNull());
    const reading = store.get(articleDataAtom)!;
    act(() => options!.onArticleReported({ ...reading }));
    expect(store.get(articleDataAtom)).toBe(reading);
    act(() => options!.onArticleReported(reading));
    expect(store.get(articleDataAtom)).toBeNull();
  });
});
