import type { CallRow } from '../../shared/calls/define-call';
import { visitorKeyOf, type Reader } from '../services/daily-reads';
import type { CallContext } from './call-context';
import { addressKey } from './client-address';
import { isBot } from './user-agent';

/** Who reads an item through a call: the user, else the browser's visitor id, else the address; and whether a crawler. */
export async function readerOf(
  { ip, optionalUser, userAgent }: Pick<CallContext<CallRow>, 'ip' | 'optionalUser' | 'userAgent'>,
  visitorId: string | undefined,
): Promise<Reader> {
  const userId = (await optionalUser())?.userId ?? null;
  const address = addressKey(ip);
  return { visitorKey: visitorKeyOf(userId, visitorId, address), address, userId, bot: isBot(userAgent) };
}
