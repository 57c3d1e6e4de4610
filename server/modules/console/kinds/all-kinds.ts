import { courseConsoleCalls } from '../../../../shared/calls/console-courses';
import { newsConsoleCalls } from '../../../../shared/calls/console-news';
import { paperConsoleCalls } from '../../../../shared/calls/console-papers';
import { policyConsoleCalls } from '../../../../shared/calls/console-policies';
import { standardConsoleCalls } from '../../../../shared/calls/console-standards';
import { downloadConsoleCalls } from '../../../../shared/calls/console-downloads';
import { jobConsoleCalls } from '../../../../shared/calls/console-jobs';
import { productConsoleCalls, productLogConsoleCalls, solutionConsoleCalls } from '../../../../shared/calls/console-products';
import { helpConsoleCalls } from '../../../../shared/calls/console-help';
import type { AnyKind } from '../editorial-kind';
import type { EditorialRows } from '../../../../shared/calls/editorial';
import { courseKind } from './course-kind';
import { newsKind } from './news-kind';
import { paperKind } from './paper-kind';
import { policyKind } from './policy-kind';
import { standardKind } from './standard-kind';
import { downloadKind } from './download-kind';
import { jobKind } from './job-kind';
import { productKind } from './product-kind';
import { productLogKind } from './product-log-kind';
import { solutionKind } from './solution-kind';
import { helpKind } from './help-kind';

/** Every kind of content the console edits, with its calls. */
export const EDITORIAL_KINDS: readonly { rows: EditorialRows; kind: AnyKind }[] = [
  { rows: newsConsoleCalls, kind: newsKind },
  { rows: standardConsoleCalls, kind: standardKind },
  { rows: courseConsoleCalls, kind: courseKind },
  { rows: policyConsoleCalls, kind: policyKind },
  { rows: paperConsoleCalls, kind: paperKind },
  { rows: helpConsoleCalls, kind: helpKind },
  { rows: downloadConsoleCalls, kind: downloadKind },
  { rows: jobConsoleCalls, kind: jobKind },
  { rows: productConsoleCalls, kind: productKind },
  { rows: solutionConsoleCalls, kind: solutionKind },
  { rows: productLogConsoleCalls, kind: productLogKind },
];
