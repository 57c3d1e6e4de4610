import { defineCalls } from './define-call';
import { editableTenants, editorialSpecs, editorialState, FileUrl, Title } from './editorial';
import { ArrayOf, BooleanType, Id, Integer, Model, MultiLineText, Nullable, Optional, StringType, type Static } from './schema';

// The console's courses: a course is one or more lessons, each an uploaded video, in order.

/** Longest lesson, in seconds. */
export const LESSON_MAX_SECONDS = 24 * 3600;

/** A lesson as the editor sends it: an existing one keeps its id (and its viewers' positions). */
export const LessonInput = Model({
  id: Optional(Id()),
  title: StringType({ minLength: 1, maxLength: 200 }),
  /** The address of an uploaded video (media.upload, kind video); a seeded lesson keeps its clip when absent. */
  videoUrl: Optional(FileUrl()),
  /** Read by the editor's browser from the file; shown to viewers and bounding their saved positions. */
  duration: Integer({ minimum: 1, maximum: LESSON_MAX_SECONDS }),
});

const editable = {
  title: Optional(Title()),
  /** The category by name: a new name makes a new category. */
  category: Optional(StringType({ minLength: 1, maxLength: 40 })),
  teacher: Optional(StringType({ maxLength: 100 })),
  memo: Optional(MultiLineText({ maxLength: 2000 })),
  coverUrl: Optional(FileUrl()),
  loginRequired: Optional(BooleanType()),
  lessons: Optional(ArrayOf(LessonInput, { maxItems: 100 })),
  ...editableTenants,
};

export const EditorialLesson = Model({
  id: Integer(),
  title: StringType(),
  videoUrl: Nullable(StringType()),
  duration: Integer(),
});

export const EditorialCourse = Model({
  ...editorialState,
  title: StringType(),
  category: StringType(),
  teacher: StringType(),
  memo: StringType(),
  coverUrl: StringType(),
  loginRequired: BooleanType(),
  lessons: ArrayOf(EditorialLesson),
});
export type EditorialCourse = Static<typeof EditorialCourse>;

export const courseConsoleCalls = defineCalls(
  'consoleCourse',
  editorialSpecs('course', {
    body: {
      editable,
      required: { title: Title(), category: StringType({ minLength: 1, maxLength: 40 }) },
      filters: { categoryId: Optional(Id()) },
    },
    reply: EditorialCourse,
  }),
);
