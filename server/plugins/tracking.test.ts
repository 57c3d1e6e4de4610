import { describe, expect, it } from 'vitest';
import { TRACE_EPOCH_MS } from '../../shared/calls/trace';
import { readConfig } from '../config';
import { withTestApp } from '../test-support/test-app';
import { DEFAULT_RAW_RETENTION_DAYS, DEFAULT_ROLLUP_SECONDS } from './tracking';

const ctx = withTestApp({ tracking: { rollupSeconds: 1 } });

describe('tracking plugin', () => {
  it('rolls up on its own every TRACE_ROLLUP_SECONDS', async () => {
    const sid = `sched-${process.pid}`;
    const query = { t: String(Date.now() - TRACE_EPOCH_MS), url: '/scheduled', sid };
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/trace/trace/stat.htm',
      query,
      headers: { 'x-tenant': 'qibao', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
    });
    expect(answer.json()).toMatchObject({ code: '30000' });
    await expect
      .poll(
        async () =>
          (
            await ctx.db.query<{ views: number }>("SELECT views FROM trace_daily_paths WHERE tenant_id = 'qibao' AND path = '/scheduled'")
          )[0]?.views,
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe(1);
  });

  it('serves the dev calls to this machine only', async () => {
    const remote = await ctx.app.inject({ method: 'GET', url: '/api/dev/trace/events?sid=x', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const rollup = await ctx.app.inject({ method: 'POST', url: '/api/dev/trace/rollup', payload: {}, remoteAddress: '203.0.113.9' });
    expect(rollup.statusCode).toBe(403);
    const local = await ctx.app.inject({ method: 'POST', url: '/api/dev/trace/rollup', payload: {} });
    expect(local.json()).toMatchObject({ code: '30000' });
  });
});

describe('TRACE_* configuration', () => {
  it('has defaults, takes whole numbers and refuses the rest', () => {
    expect(readConfig({}).tracking).toEqual({ rollupSeconds: DEFAULT_ROLLUP_SECONDS, rawRetentionDays: DEFAULT_RAW_RETENTION_DAYS });
    expect(readConfig({ TRACE_ROLLUP_SECONDS: '1', TRACE_RAW_RETENTION_DAYS: '7' }).tracking).toEqual({
      rollupSeconds: 1,
      rawRetentionDays: 7,
    });
    expect(readConfig({ TRACE_ROLLUP_SECONDS: '0' }).tracking.rollupSeconds).toBe(0);
    expect(() => readConfig({ TRACE_ROLLUP_SECONDS: 'often' })).toThrow(/TRACE_ROLLUP_SECONDS/);
    expect(() => readConfig({ TRACE_RAW_RETENTION_DAYS: '0' })).toThrow(/TRACE_RAW_RETENTION_DAYS/);
  });
});
