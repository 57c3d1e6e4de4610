// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { TRACE_EPOCH_MS } from '../../../shared/calls/trace';
import type { ArticleData } from '../state/portal-atoms';
import type { ArticleBody, LeaveBody, StatQuery, TraceSender } from './trace-sender';
import { createTracker, type TraceIdentity } from './tracker';

const SID = '7d2c1c8e-4c3a-4b9e-9d57-3f1f0b2a9c11';
const START = Date.UTC(2026, 10, 24, 2, 0, 0);
const USER: TraceIdentity = { sid: SID, token: 'tok', unionid: 'u42', staffId: 's7' };

function fakeSender(articleStored: () => Promise<boolean> = () => Promise.resolve(true)) {
  const stats: StatQuery[] = [];
  const leaves: { body: LeaveBody; unloading: boolean }[] = [];
  const articles: { body: ArticleBody; token: string }[] = [];
  const sender: TraceSender = {
    stat: (query) => (stats.push(query), Promise.resolve()),
    leave: (body, unloading) => (leaves.push({ body, unloading }), Promise.resolve()),
    article: (body, token) => (articles.push({ body, token }), articleStored()),
  };
  return { sender, stats, leaves, articles };
}

function setUp(options: { identity?: TraceIdentity; referrer?: string; articleStored?: () => Promise<boolean> } = {}) {
  let clock = START;
  const fake = fakeSender(options.articleStored);
  const warn = vi.fn();
  const reported = vi.fn();
  const tracker = createTracker({
    sender: fake.sender,
    identity: () => options.identity ?? { sid: SID },
    now: () => clock,
    externalReferrer: options.referrer,
    onArticleReported: reported,
    warn,
  });
  return { ...fake, tracker, warn, reported, advance: (ms: number) => (clock += ms), at: () => clock };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const news = (startTime: number): ArticleData => ({ id: 12, artAuthorStaffId: 'staff-3', type: 'news', title: 'A title', startTime });

describe('page views', () => {
  it('reports the first view and every navigation with t since the tracking epoch, the address and the visitor id', () => {
    const { tracker, stats, advance } = setUp({ referrer: 'https://www.baidu.com/s?wd=x' });
    tracker.view('http://main.localhost/news');
    advance(2500);
    tracker.view('http://main.localhost/news/detail/12');
    expect(stats).toEqual([
      { t: String(START - TRACE_EPOCH_MS), url: 'http://main.localhost/news', sid: SID, ref: 'https://www.baidu.com/s?wd=x' },
      // The referrer belongs to the visit's first view only.
      { t: String(START + 2500 - TRACE_EPOCH_MS), url: 'http://main.localhost/news/detail/12', sid: SID, ref: undefined },
    ]);
  });

  it('adds uid and mid from the stored session when logged in', () => {
    const { tracker, stats } = setUp({ identity: USER });
    tracker.view('http://main.localhost/');
    expect(stats[0]).toMatchObject({ sid: SID, uid: 'u42', mid: 's7' });
  });

  it('sends nothing without a visitor id (storage refused)', () => {
    const { tracker, stats, leaves } = setUp({ identity: { sid: undefined } });
    tracker.view('http://main.localhost/');
    tracker.view('http://main.localhost/help');
    expect(stats).toEqual([]);
    expect(leaves).toEqual([]);
  });

  it('clips an address longer than the contract allows', () => {
    const { tracker, stats } = setUp();
    tracker.view(`http://main.localhost/search?q=${'x'.repeat(5000)}`);
    expect(stats[0]!.url).toHaveLength(2048);
  });
});

describe('leave reports', () => {
  it('reports the page left on navigation with its whole seconds on the page', () => {
    const { tracker, leaves, advance } = setUp();
    tracker.view('http://main.localhost/a');
    advance(4600);
    tracker.view('http://main.localhost/b');
    expect(leaves).toEqual([
      { body: { t: String(START + 4600 - TRACE_EPOCH_MS), url: 'http://main.localhost/a', sid: SID, spent: 5 }, unloading: false },
    ]);
  });

  it('reports once when the page is hidden and then unloaded, as a beacon', () => {
    const { tracker, leaves, advance } = setUp();
    tracker.view('http://main.localhost/a');
    advance(3000);
    tracker.hide();
    tracker.hide();
    expect(leaves).toEqual([{ body: expect.objectContaining({ url: 'http://main.localhost/a', spent: 3 }) as LeaveBody, unloading: true }]);
  });

  it('counts the time on page again from when a hidden page is shown', () => {
    const { tracker, leaves, stats, advance } = setUp();
    tracker.view('http://main.localhost/a');
    advance(3000);
    tracker.hide();
    advance(60_000);
    tracker.show();
    advance(2000);
    tracker.view('http://main.localhost/b');
    expect(leaves.map(({ body }) => body.spent)).toEqual([3, 2]);
    expect(stats).toHaveLength(2);
  });
});

describe('article traces', () => {
  it('reports the reading time of the article left when a user token exists, then clears it', async () => {
    const { tracker, articles, reported, advance, at } = setUp({ identity: USER });
    tracker.view('http://main.localhost/news/detail/12');
    const article = news(at());
    tracker.setArticle(article);
    advance(3400);
    tracker.view('http://main.localhost/news');
    await flush();
    expect(articles).toEqual([
      { body: { artId: 12, artAuthorStaffId: 'staff-3', artType: 'news', artTitle: 'A title', spent: 3, sid: SID }, token: 'tok' },
    ]);
    expect(reported).toHaveBeenCalledWith(article);
    // Cleared: leaving the next page reports no second reading.
    tracker.view('http://main.localhost/');
    await flush();
    expect(articles).toHaveLength(1);
  });

  it('sends a reading once while its answer is on the way, though the next page unloads first', async () => {
    let answer: (stored: boolean) => void = () => undefined;
    const { tracker, articles, at } = setUp({ identity: USER, articleStored: () => new Promise((resolve) => (answer = resolve)) });
    tracker.view('http://main.localhost/news/detail/12');
    tracker.setArticle(news(at()));
    tracker.view('http://main.localhost/');
    tracker.hide();
    answer(true);
    await flush();
    expect(articles).toHaveLength(1);
  });

  it('reports nothing for a visitor without a token', async () => {
    const { tracker, articles, leaves, at } = setUp();
    tracker.view('http://main.localhost/news/detail/12');
    tracker.setArticle(news(at()));
    tracker.view('http://main.localhost/news');
    await flush();
    expect(articles).toEqual([]);
    expect(leaves).toHaveLength(1);
  });

  it('only logs a failure and keeps the article', async () => {
    const { tracker, articles, reported, warn, advance, at } = setUp({ identity: USER, articleStored: () => Promise.resolve(false) });
    tracker.view('http://main.localhost/news/detail/12');
    tracker.setArticle(news(at()));
    advance(2000);
    tracker.hide();
    await flush();
    expect(warn).toHaveBeenCalledWith('trace.article: not stored');
    expect(reported).not.toHaveBeenCalled();
    tracker.show();
    advance(1000);
    tracker.view('http://main.localhost/news');
    await flush();
    expect(articles.map(({ body }) => body.spent)).toEqual([2, 3]);
  });

  it('logs a network failure without throwing', async () => {
    const { tracker, warn, at } = setUp({ identity: USER, articleStored: () => Promise.reject(new TypeError('fetch failed')) });
    tracker.view('http://main.localhost/news/detail/12');
    tracker.setArticle(news(at()));
    tracker.view('http://main.localhost/news');
    await flush();
    expect(warn).toHaveBeenCalledWith('trace.article: failed', expect.any(TypeError));
  });
});
