import type { Store } from '../../http/rate-limit-store';

/** Frames refused for the rate after which the socket is closed (CHAT_CLOSE.flood): a client that reads its refusals stops long before. */
export const FLOOD_REFUSALS_BEFORE_CLOSE = 10;
/** An operator's socket may send this many times a guest's frames (they answer many conversations). */
export const OPERATOR_FRAME_FACTOR = 5;

const MINUTE_MS = 60_000;

export type FrameVerdict = 'ok' | 'refuse' | 'close';

/**
 * The frames of one socket, in fixed one-minute windows: within the rate a frame is handled; past it the frame is
 * refused unread, and a socket that goes on past FLOOD_REFUSALS_BEFORE_CLOSE refusals is closed.
 */
export class SocketFrameRate {
  private windowStart = Number.NEGATIVE_INFINITY;
  private count = 0;
  private refusals = 0;

  constructor(public perMinute: number) {}

  take(nowMs: number): FrameVerdict {
    if (nowMs - this.windowStart >= MINUTE_MS) {
      this.windowStart = nowMs;
      this.count = 0;
    }
    this.count += 1;
    return this.count > this.perMinute ? this.refuse() : 'ok';
  }

  /** A frame refused for a rate (this socket's or its address's). */
  refuse(): FrameVerdict {
    this.refusals += 1;
    return this.refusals >= FLOOD_REFUSALS_BEFORE_CLOSE ? 'close' : 'refuse';
  }
}

/**
 * Counts one frame of an address in the global limit's store (BatchedStore: in memory, shared with the other
 * processes every flush, so the rate holds across processes within its overshoot) and answers whether the address
 * is over `perMinute`. That store answers at once, in the call.
 */
export function addressOverRate(store: Store, address: string, perMinute: number): boolean {
  let over = false;
  store.incr(`chat-frames:${address}`, (_err, result) => (over = (result?.current ?? 0) > perMinute), MINUTE_MS, perMinute);
  return over;
}
