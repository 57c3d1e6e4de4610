import { courseConsoleCalls } from '../../../../shared/calls/console-courses';
import { newsConsoleCalls } from '../../../../shared/calls/console-news';
import { standardConsoleCalls } from '../../../../shared/calls/console-standards';
import { downloadConsoleCalls } from '../../../../shared/calls/console-downloads';
import { jobConsoleCalls } from '../../../../shared/calls/console-jobs';
import type { AnyKind } from '../editorial-kind';
import type { EditorialRows } from '../editorial-routes';
import { courseKind } from './course-kind';
import { newsKind } from './news-kind';
import { standardKind } from './standard-kind';
import { downloadKind } from './download-kind';
import { jobKind } from './job-kind';

/** Every kind of content the console edits, with its calls. */
export const EDITORIAL_KINDS: readonly { rows: EditorialRows; kind: AnyKind }[] = [
  { rows: newsConsoleCalls, kind: newsKind },
  { rows: standardConsoleCalls, kind: standardKind },
  { rows: courseConsoleCalls, kind: courseKind },
  { rows: downloadConsoleCalls, kind: downloadKind },
  { rows: jobConsoleCalls, kind: jobKind },
];
