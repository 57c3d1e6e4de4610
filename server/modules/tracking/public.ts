// What the rest of the server may use of this module; everything else in its folder is its own.

export { insertEvents, type TraceEvent } from './event-buffer';
export { dropOldEvents, rollUp, type RollupRun } from './rollup';
export { traceDailyCaps } from './trace-caps';
export { Tracker, type TrackerOptions } from './tracker';
