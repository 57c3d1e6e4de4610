import type { EditorialCourse } from '../../../shared/calls/console-courses';
import { courseConsoleCalls } from '../../../shared/calls/console-courses';
import { newsConsoleCalls, type EditorialNews } from '../../../shared/calls/console-news';
import { standardConsoleCalls, type EditorialStandard } from '../../../shared/calls/console-standards';
import { hrefOf } from '../../engine/href';
import type { AnyConsoleKind, ConsoleKind } from './console-kind';
import { checkCourse, COURSE_FIELD_LABELS, courseDraftOf, courseFieldsOf, emptyCourse, type CourseDraft } from './course-draft';
import { CourseFormFields } from './course-form-fields';
import { checkDraft, draftOf, emptyDraft, FIELD_LABELS, fieldsOf, type NewsDraft } from './news-draft';
import { NewsFormFields } from './news-form-fields';
import {
  checkStandard,
  emptyStandard,
  STANDARD_FIELD_LABELS,
  standardDraftOf,
  standardFieldsOf,
  type StandardDraft,
} from './standard-draft';
import { StandardFormFields } from './standard-form-fields';

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

/** The kinds of content the console edits, in the order its menu shows them. */
export const CONSOLE_KINDS = [news, standards, courses] as unknown as readonly AnyConsoleKind[];
