import type { EditorialCourse } from '../../../shared/calls/console-courses';

/** A lesson as the form holds it: a kept one has its id; a new one its uploaded video. */
export interface LessonDraft {
  id?: number;
  title: string;
  /** The uploaded video's address; null: a seeded lesson's own clip. */
  videoUrl: string | null;
  duration: number;
  /** The uploaded file's name, shown until the lesson is saved. */
  fileName?: string;
}

export interface CourseDraft {
  title: string;
  category: string;
  teacher: string;
  memo: string;
  coverUrl: string;
  loginRequired: boolean;
  lessons: LessonDraft[];
  tenants: string[];
}

export const emptyCourse = (tenants: string[]): CourseDraft => ({
  title: '',
  category: '',
  teacher: '',
  memo: '',
  coverUrl: '',
  loginRequired: false,
  lessons: [],
  tenants,
});

export const courseDraftOf = (item: EditorialCourse): CourseDraft => ({
  title: item.title,
  category: item.category,
  teacher: item.teacher,
  memo: item.memo,
  coverUrl: item.coverUrl,
  loginRequired: item.loginRequired,
  lessons: item.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, videoUrl: lesson.videoUrl, duration: lesson.duration })),
  tenants: item.tenants,
});

/** The draft as the calls take it: a lesson sends its video only when it has an uploaded one. */
export const courseFieldsOf = (draft: CourseDraft) => ({
  ...draft,
  title: draft.title.trim(),
  category: draft.category.trim(),
  lessons: draft.lessons.map(({ id, title, videoUrl, duration }) => ({
    ...(id !== undefined && { id }),
    title: title.trim(),
    ...(videoUrl && { videoUrl }),
    duration,
  })),
});

export const checkCourse = (draft: CourseDraft) => ({
  title: draft.title.trim() ? undefined : 'editor.titleRequired',
  category: draft.category.trim() ? undefined : 'course.categoryRequired',
  lessons: draft.lessons.some((lesson) => !lesson.title.trim()) ? 'course.lessonTitleRequired' : undefined,
});

export const COURSE_FIELD_LABELS: Record<string, string> = {
  title: 'editor.titleLabel',
  category: 'course.category',
  teacher: 'course.teacher',
  memo: 'editor.memoLabel',
  coverUrl: 'editor.coverLabel',
  loginRequired: 'course.loginRequired',
  lessons: 'course.lessons',
  tenants: 'editor.tenantsLabel',
};

/** A list with the item at `index` moved by `step` places (kept within the list). */
export function moved<T>(list: readonly T[], index: number, step: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, index + step));
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}
