import { paperKind, policyKind, standardKind } from './library-kinds';
import { newsColumnKind, newsKind } from './news-kinds';
import { downloadDirKind, downloadKind, helpArticleKind, helpCategoryKind, helpShareKind, jobCityKind, jobKind } from './other-kinds';
import type { PackKind } from './pack-kind';

/** Every file a pack may hold, in the order they load: what a row refers to loads before it. */
export const PACK_KINDS: readonly PackKind[] = [
  newsColumnKind,
  newsKind,
  standardKind,
  policyKind,
  paperKind,
  downloadDirKind,
  downloadKind,
  jobCityKind,
  jobKind,
  helpCategoryKind,
  helpArticleKind,
  helpShareKind,
];
