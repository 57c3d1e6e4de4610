import { ERROR_CODES } from '../../../shared/api-contract';
import type { LibraryType } from '../../../shared/library-contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { serverText } from '../../server-text';
import { issueTicket, spendTicket } from '../accounts/tickets';
import { documentFile, materialFile, type DownloadFile } from './download-files';
import { countDownload, findDownload } from './downloads';
import { getDoc } from './library';
import { recordUserDownload } from './user-content';

// Download links (SPEC §7 doc/checkLogin, download/checkLogin): a logged-in caller gets a one-time ticket,
// valid a minute, of which only the sha256 is stored; spending it serves the file once.

export const DOWNLOAD_TICKET_TTL = 60;
/** Where a ticket is spent: GET /api/news/download/file/<ticket>. */
export const DOWNLOAD_FILE_PATH = '/api/news/download/file/';

/** material: a file of the download area; otherwise a library document. */
export type DownloadKind = 'material' | LibraryType;

export async function downloadUrl(db: Database, userId: string, bizType: DownloadKind, bizId: number): Promise<string> {
  const { ticket } = await issueTicket(db, 'download', { userId }, DOWNLOAD_TICKET_TTL, { bizType, bizId });
  return `${DOWNLOAD_FILE_PATH}${ticket}`;
}

/**
 * Spends a ticket and answers the file it stands for, counting the download and adding it to the user's
 * downloads. A used, expired or unknown ticket is HTTP 404.
 */
export function redeemDownload(db: Database, ticket: string, downloadsDir: string | undefined): Promise<DownloadFile> {
  return db.transaction(async (tx) => {
    const spent = await spendTicket(tx, 'download', ticket);
    if (!spent) throw new ApiError(ERROR_CODES.notFound, serverText('downloadLinkExpired'), 404);
    const { bizType, bizId } = spent.data as { bizType: DownloadKind; bizId: number };
    let file: DownloadFile;
    if (bizType === 'material') {
      file = await materialFile(await findDownload(tx, bizId), downloadsDir);
      await countDownload(tx, bizId);
    } else {
      file = documentFile(await getDoc(tx, bizType, bizId));
    }
    await recordUserDownload(tx, spent.userId, bizType, bizId);
    return file;
  });
}
