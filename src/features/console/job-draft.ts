import type { EditorialJob } from '../../../shared/calls/console-jobs';

/** What the job form holds. */
export interface JobDraft {
  title: string;
  cityCode: string;
  department: string;
  category: string;
  salary: string;
  experience: string;
  education: string;
  headcount: string;
  description: string;
  tenants: string[];
}

export const emptyJob = (tenants: string[]): JobDraft => ({
  title: '',
  cityCode: '',
  department: '',
  category: '',
  salary: '',
  experience: '',
  education: '',
  headcount: '1',
  description: '',
  tenants,
});

export const jobDraftOf = (item: EditorialJob): JobDraft => ({
  title: item.title,
  cityCode: item.cityCode,
  department: item.department,
  category: item.category,
  salary: item.salary,
  experience: item.experience,
  education: item.education,
  headcount: String(item.headcount),
  description: item.description,
  tenants: item.tenants,
});

const trimmed = ['title', 'department', 'category', 'salary', 'experience', 'education'] as const;

/** The draft as the calls take it. */
export const jobFieldsOf = (draft: JobDraft) => ({
  ...draft,
  ...Object.fromEntries(trimmed.map((key) => [key, draft[key].trim()])),
  headcount: Number(draft.headcount),
});

const HEADCOUNT = /^[1-9]\d{0,3}$/;

export const checkJob = (draft: JobDraft) => ({
  title: draft.title.trim() ? undefined : 'editor.titleRequired',
  cityCode: draft.cityCode ? undefined : 'job.cityRequired',
  headcount: HEADCOUNT.test(draft.headcount.trim()) ? undefined : 'job.headcountInvalid',
});

export const JOB_FIELD_LABELS: Record<string, string> = {
  title: 'editor.titleLabel',
  cityCode: 'job.city',
  department: 'job.department',
  category: 'job.category',
  salary: 'job.salary',
  experience: 'job.experience',
  education: 'job.education',
  headcount: 'job.headcount',
  description: 'job.description',
  tenants: 'editor.tenantsLabel',
};
