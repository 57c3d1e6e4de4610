import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/browser';

/**
 * A main-thread task this long in CPU time blocks input: 50 ms at Lighthouse's 4× CPU slowdown of a mobile phone.
 * CPU time (the trace's `tdur`), not wall time: a busy machine stretches a task's wall time while it waits for a
 * core, not the work it does, so the count holds on a loaded machine as on a quiet one.
 */
export const BLOCKING_TASK_CPU_MS = 12.5;
/** Lighthouse's CPU slowdown of a mobile phone, and the part of a task that does not count as blocking there. */
const MOBILE_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

/**
 * How long the page is traced after its load event: hydration and the widgets and fetches that start after idle
 * belong to the load. Nothing asks the page anything meanwhile: Playwright's locators inject a script of their own
 * into the page, whose compilation is a long task of tens of milliseconds that is not the portal's.
 */
const SETTLE_MS = 4_000;

export interface BlockingFigures {
  /** Main-thread tasks of at least BLOCKING_TASK_CPU_MS of CPU after the first contentful paint. */
  count: number;
  /** Their CPU time together, ms. */
  cpuMs: number;
  /** Their blocking time at the phone's slowdown (each task's CPU × 4, less 50 ms), together: TBT from the trace. */
  blockingMs: number;
  /** The longest task's CPU time after first paint, blocking or not, ms. */
  longestMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Thread (CPU) duration in µs, on complete events of the timeline categories. */
  tdur?: number;
  args?: { name?: string; frame?: string };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'];

/** The page renderer's main-thread tasks after its first contentful paint, from a Chromium trace. */
export function blockingFiguresOf(events: TraceEvent[]): BlockingFigures {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace holds no first contentful paint');
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid && event.ts >= paint.ts,
  );
  const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
  const blocking = cpu.filter((ms) => ms >= BLOCKING_TASK_CPU_MS);
  return {
    count: blocking.length,
    cpuMs: blocking.reduce((sum, ms) => sum + ms, 0),
    blockingMs: blocking.reduce((sum, ms) => sum + ms * MOBILE_SLOWDOWN - BLOCKING_FROM_MS, 0),
    longestMs: Math.max(0, ...cpu),
  };
}

/** Chromium, unthrottled, mapping `<tenant>.localhost` to the portal on loopback. */
export const launchTracingBrowser = (): Promise<Browser> =>
  chromium.launch({ ...CHROMIUM_LAUNCH, args: [...(CHROMIUM_LAUNCH.args ?? []), '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });

/** Loads `url` as a first visit in a fresh context, traced for a while after its load; it must have hydrated by then. */
export async function measureBlockingTasks(browser: Browser, url: string): Promise<BlockingFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (!(await page.locator('html[data-hydrated="true"]').count()))
      throw new Error(`${url} had not hydrated ${SETTLE_MS} ms after its load`);
    return blockingFiguresOf(trace.traceEvents);
  } finally {
    await context.close();
  }
}
