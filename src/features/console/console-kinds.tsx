import type { EditorialCourse } from '../../../shared/calls/console-courses';
import { courseConsoleCalls } from '../../../shared/calls/console-courses';
import { newsConsoleCalls, type EditorialNews } from '../../../shared/calls/console-news';
import { paperConsoleCalls, type EditorialPaper } from '../../../shared/calls/console-papers';
import { policyConsoleCalls, type EditorialPolicy } from '../../../shared/calls/console-policies';
import { standardConsoleCalls, type EditorialStandard } from '../../../shared/calls/console-standards';
import { hrefOf } from '../../engine/href';
import type { AnyConsoleKind, ConsoleKind } from './console-kind';
import { checkCourse, COURSE_FIELD_LABELS, courseDraftOf, courseFieldsOf, emptyCourse, type CourseDraft } from './course-draft';
import { CourseFormFields } from './course-form-fields';
import { checkDraft, draftOf, emptyDraft, FIELD_LABELS, fieldsOf, type NewsDraft } from './news-draft';
import { NewsFormFields } from './news-form-fields';
import { checkPaper, emptyPaper, PAPER_FIELD_LABELS, paperDraftOf, paperFieldsOf, type PaperDraft } from './paper-draft';
import { PaperFormFields } from './paper-form-fields';
import { checkPolicy, emptyPolicy, POLICY_FIELD_LABELS, policyDraftOf, policyFieldsOf, type PolicyDraft } from './policy-draft';
import { PolicyFormFields } from './policy-form-fields';
import {
  checkStandard,
  emptyStandard,
  STANDARD_FIELD_LABELS,
  standardDraftOf,
  standardFieldsOf,
  type StandardDraft,
} from './standard-draft';
import { StandardFormFields } from './standard-form-fields';
import { downloadConsoleCalls, type EditorialDownload } from '../../../shared/calls/console-downloads';
import { jobConsoleCalls, type EditorialJob } from '../../../shared/calls/console-jobs';
import {
  checkDownload,
  DOWNLOAD_FIELD_LABELS,
  downloadDraftOf,
  downloadFieldsOf,
  emptyDownload,
  type DownloadDraft,
} from './download-draft';
import { DownloadFormFields } from './download-form-fields';
import { checkJob, emptyJob, JOB_FIELD_LABELS, jobDraftOf, jobFieldsOf, type JobDraft } from './job-draft';
import { helpConsoleCalls, type EditorialHelp } from '../../../shared/calls/console-help';
import { checkHelp, emptyHelp, HELP_FIELD_LABELS, helpDraftOf, helpFieldsOf, type HelpDraft } from './help-draft';
import { HelpFormFields } from './help-form-fields';
import { JobFormFields } from './job-form-fields';
import {
  productConsoleCalls,
  productLogConsoleCalls,
  solutionConsoleCalls,
  type EditorialProduct,
  type EditorialProductLog,
  type EditorialSolution,
} from '../../../shared/calls/console-products';
import { checkProduct, emptyProduct, PRODUCT_FIELD_LABELS, productDraftOf, productFieldsOf, type ProductDraft } from './product-draft';
import { ProductFormFields } from './product-form-fields';
import {
  checkProductLog,
  emptyProductLog,
  PRODUCT_LOG_FIELD_LABELS,
  productLogDraftOf,
  productLogFieldsOf,
  type ProductLogDraft,
} from './product-log-draft';
import { ProductLogFormFields } from './product-log-form-fields';
import {
  checkSolution,
  emptySolution,
  SOLUTION_FIELD_LABELS,
  solutionDraftOf,
  solutionFieldsOf,
  type SolutionDraft,
} from './solution-draft';
import { SolutionFormFields } from './solution-form-fields';

const news: ConsoleKind<EditorialNews, NewsDraft> = {
  section: 'news',
  name: 'news',
  rows: newsConsoleCalls,
  emptyDraft,
  draftOf,
  fieldsOf,
  check: checkDraft,
  fields: (props) => <NewsFormFields {...props} />,
  fieldLabels: FIELD_LABELS,
  pageHref: (item) => hrefOf('newsDetail', { id: item.id }),
};

const standards: ConsoleKind<EditorialStandard, StandardDraft> = {
  section: 'standards',
  name: 'standard',
  rows: standardConsoleCalls,
  emptyDraft: emptyStandard,
  draftOf: standardDraftOf,
  fieldsOf: standardFieldsOf,
  check: checkStandard,
  fields: (props) => <StandardFormFields {...props} />,
  fieldLabels: STANDARD_FIELD_LABELS,
  pageHref: (item) => hrefOf('standardDetail', { id: item.id }),
};

const courses: ConsoleKind<EditorialCourse, CourseDraft> = {
  section: 'courses',
  name: 'course',
  rows: courseConsoleCalls,
  emptyDraft: emptyCourse,
  draftOf: courseDraftOf,
  fieldsOf: courseFieldsOf,
  check: checkCourse,
  fields: (props) => <CourseFormFields {...props} />,
  fieldLabels: COURSE_FIELD_LABELS,
  pageHref: (item) => hrefOf('videoDetail', { id: item.id }),
};

const policies: ConsoleKind<EditorialPolicy, PolicyDraft> = {
  section: 'policies',
  name: 'policy',
  rows: policyConsoleCalls,
  emptyDraft: emptyPolicy,
  draftOf: policyDraftOf,
  fieldsOf: policyFieldsOf,
  check: checkPolicy,
  fields: (props) => <PolicyFormFields {...props} />,
  fieldLabels: POLICY_FIELD_LABELS,
  pageHref: (item) => hrefOf('policyDetail', { id: item.id }),
};

const papers: ConsoleKind<EditorialPaper, PaperDraft> = {
  section: 'papers',
  name: 'paper',
  rows: paperConsoleCalls,
  emptyDraft: emptyPaper,
  draftOf: paperDraftOf,
  fieldsOf: paperFieldsOf,
  check: checkPaper,
  fields: (props) => <PaperFormFields {...props} />,
  fieldLabels: PAPER_FIELD_LABELS,
  pageHref: (item) => hrefOf('paperDetail', { id: item.id }),
};

const help: ConsoleKind<EditorialHelp, HelpDraft> = {
  section: 'help',
  name: 'help',
  rows: helpConsoleCalls,
  emptyDraft: emptyHelp,
  draftOf: helpDraftOf,
  fieldsOf: helpFieldsOf,
  check: checkHelp,
  fields: (props) => <HelpFormFields {...props} />,
  fieldLabels: HELP_FIELD_LABELS,
  pageHref: (item) => hrefOf('helpDetail', { resId: item.id }),
};

// Downloads and jobs are shown on the site only in lists (no page per item): the view link opens the list, and
// there is no preview.
const downloads: ConsoleKind<EditorialDownload, DownloadDraft> = {
  section: 'downloads',
  name: 'material',
  rows: downloadConsoleCalls,
  emptyDraft: emptyDownload,
  draftOf: downloadDraftOf,
  fieldsOf: downloadFieldsOf,
  check: checkDownload,
  fields: (props) => <DownloadFormFields {...props} />,
  fieldLabels: DOWNLOAD_FIELD_LABELS,
  pageHref: (item) => hrefOf('download', { id: item.dirId }),
  listOnly: true,
};

const jobs: ConsoleKind<EditorialJob, JobDraft> = {
  section: 'jobs',
  name: 'job',
  rows: jobConsoleCalls,
  emptyDraft: emptyJob,
  draftOf: jobDraftOf,
  fieldsOf: jobFieldsOf,
  check: checkJob,
  fields: (props) => <JobFormFields {...props} />,
  fieldLabels: JOB_FIELD_LABELS,
  pageHref: (item) => hrefOf('recruit', {}, { city: item.cityCode }),
  listOnly: true,
};

const products: ConsoleKind<EditorialProduct, ProductDraft> = {
  section: 'products',
  name: 'product',
  rows: productConsoleCalls,
  emptyDraft: emptyProduct,
  draftOf: productDraftOf,
  fieldsOf: productFieldsOf,
  check: checkProduct,
  fields: (props) => <ProductFormFields {...props} />,
  fieldLabels: PRODUCT_FIELD_LABELS,
  pageHref: (item) => hrefOf('productDetail', { id: item.id }),
};

const solutions: ConsoleKind<EditorialSolution, SolutionDraft> = {
  section: 'solutions',
  name: 'solution',
  rows: solutionConsoleCalls,
  emptyDraft: emptySolution,
  draftOf: solutionDraftOf,
  fieldsOf: solutionFieldsOf,
  check: checkSolution,
  fields: (props) => <SolutionFormFields {...props} />,
  fieldLabels: SOLUTION_FIELD_LABELS,
  pageHref: (item) => hrefOf('solutionDetail', { id: item.id }),
};

// A release is shown only in the update log's list: the view link opens the product's log, and there is no preview.
const productLogs: ConsoleKind<EditorialProductLog, ProductLogDraft> = {
  section: 'product-logs',
  name: 'productLog',
  rows: productLogConsoleCalls,
  emptyDraft: emptyProductLog,
  draftOf: productLogDraftOf,
  fieldsOf: productLogFieldsOf,
  check: checkProductLog,
  fields: (props) => <ProductLogFormFields {...props} />,
  fieldLabels: PRODUCT_LOG_FIELD_LABELS,
  pageHref: (item) => hrefOf('productLog', {}, { product: String(item.productId) }),
  listOnly: true,
};

/** The kinds of content the console edits, in the order its menu shows them. */
export const CONSOLE_KINDS = [
  news,
  standards,
  policies,
  papers,
  help,
  courses,
  downloads,
  jobs,
  products,
  solutions,
  productLogs,
] as unknown as readonly AnyConsoleKind[];
