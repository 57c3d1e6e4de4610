import { describe, expect, it } from 'vitest';
import { parseWrk } from '../../scripts/perf/wrk';

const OUTPUT = `Running 25s test @ http://127.0.0.1:4000
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    10.50ms   27.04ms 516.82ms   98.42%
    Req/Sec     6.54k   812.31     7.60k    80.00%
  Latency Distribution
     50%  850.00us
     75%    9.10ms
     90%   14.20ms
     99%    1.20s
  65287 requests in 10.03s, 16.56MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:   6509.38
Transfer/sec:      1.65MB
`;

describe('parseWrk', () => {
  it('reads the totals, the failures and the latency percentiles in their units', () => {
    expect(parseWrk(OUTPUT)).toEqual({ requests: 65287, perSecond: 6509.38, non2xx: 7, errors: 5, p50Ms: 0.85, p99Ms: 1200 });
  });

  it('counts no failures when wrk reports none', () => {
    const clean = OUTPUT.replace(/\s+Socket errors.*\n/, '\n').replace(/\s+Non-2xx.*\n/, '\n');
    expect(parseWrk(clean)).toMatchObject({ non2xx: 0, errors: 0 });
  });
});
