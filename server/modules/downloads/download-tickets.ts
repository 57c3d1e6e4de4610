import { API_PREFIX, callUrl } from '../../../shared/calls/define-call';
import { downloadCalls } from '../../../shared/calls/downloads';
import type { LibraryType } from '../../../shared/calls/enums';
import { fail } from '../../services/failure';
import type { Database } from '../../db/database';
import { issueTicket, spendTicket } from '../accounts/public';
import { documentFile, documentPdf, materialFile, uploadedMaterial, type DownloadFile } from './download-files';
import { countDownload, findDownload, materialFileKey } from './downloads';
import { docFileKey, getDoc } from '../library/public';
import type { FileStorage } from '../media/public';
import { recordUserDownload } from '../user-content/public';

// Download links (SPEC §7 doc/checkLogin, download/checkLogin): a logged-in caller gets a one-time ticket,
// valid a minute, of which only the sha256 is stored; spending it serves the file once.

export const DOWNLOAD_TICKET_TTL = 60;

/** material: a file of the download area; otherwise a library document. */
export type DownloadKind = 'material' | LibraryType;

export async function downloadUrl(db: Database, userId: string, bizType: DownloadKind, bizId: number): Promise<string> {
  const { ticket } = await issueTicket(db, 'download', { userId }, DOWNLOAD_TICKET_TTL, { bizType, bizId });
  return `${API_PREFIX}${callUrl(downloadCalls.file, { ticket })}`;
}

/**
 * Spends a ticket and answers the file it stands for, counting the download and adding it to the user's
 * downloads. A used, expired or unknown ticket is HTTP 404.
 */
export interface DownloadSources {
  /** <DATA_DIR>/downloads: files of the download area an operator has supplied. */
  downloadsDir?: string;
  /** Uploaded files (a document's PDF, a download's file). */
  storage?: FileStorage;
}

export function redeemDownload(db: Database, ticket: string, sources: DownloadSources): Promise<DownloadFile> {
  return db.transaction(async (tx) => {
    const spent = await spendTicket(tx, 'download', ticket);
    if (!spent) throw fail('downloadLinkExpired');
    const { bizType, bizId } = spent.data as { bizType: DownloadKind; bizId: number };
    let file: DownloadFile;
    if (bizType === 'material') {
      const item = await findDownload(tx, bizId);
      const key = await materialFileKey(tx, bizId);
      file =
        key && sources.storage ? uploadedMaterial(item, await sources.storage.read(key)) : await materialFile(item, sources.downloadsDir);
      await countDownload(tx, bizId);
    } else {
      const doc = await getDoc(tx, bizType, bizId);
      const key = await docFileKey(tx, bizType, bizId);
      file = key && sources.storage ? documentPdf(doc, await sources.storage.read(key)) : documentFile(doc);
    }
    await recordUserDownload(tx, spent.userId, bizType, bizId);
    return file;
  });
}
