import { PROJECT_TYPES } from '../../../shared/calls/enums';
import {
  ArrayOf,
  Body,
  DateTime,
  Enum,
  Id as IdType,
  Integer,
  MultiLineText,
  Nullable,
  Optional,
  StringType,
  type Static,
} from '../../../shared/calls/schema';

// The rows of a content pack (docs/content-packs.md), one schema per file. Every row is keyed by `id`, the
// content's public number (/news/5), except job cities (`code`) and help shares (`shareId`). Bodies are HTML and
// are sanitised on import; every other text is plain.

const Id = IdType();
const Text = (maxLength = 500) => StringType({ maxLength });
const Html = MultiLineText({ minLength: 1, maxLength: 200_000 });
const Count = Integer({ minimum: 0, maximum: 2_147_483_647 });
const ProjectType = Enum(PROJECT_TYPES.filter((type) => type !== 'ALL'));

/** When an item was released: an absolute time, or (demo packs) days before the day of the import. */
const Released = {
  releaseTime: Optional(DateTime()),
  daysAgo: Optional(Integer({ minimum: 0, maximum: 36_500 })),
};

export const NewsColumnRow = Body({
  id: Id,
  parentId: Nullable(Id),
  name: Text(40),
  bizType: Enum(['NEWS', 'KNOW']),
  sort: Optional(Integer({ minimum: 0, maximum: 10_000 })),
});

export const NewsRow = Body({
  id: Id,
  dirId: Id,
  title: Text(200),
  viceTitle: Optional(Text(200)),
  memo: Optional(Text(1000)),
  seoTitle: Optional(Text(200)),
  seoKeyword: Optional(Text(500)),
  seoDesc: Optional(Text(1000)),
  tags: Optional(ArrayOf(Text(100), { maxItems: 20 })),
  docs: Optional(ArrayOf(Body({ title: Text(200), file: Text(200) }), { maxItems: 20 })),
  projectType: Optional(ProjectType),
  authorName: Optional(Text(100)),
  readCount: Optional(Count),
  praiseCount: Optional(Count),
  content: Html,
  ...Released,
});

export const StandardRow = Body({
  id: Id,
  number: Text(100),
  title: Text(300),
  category: Text(40),
  projectType: Optional(ProjectType),
  issuer: Text(200),
  status: Text(20),
  summary: Optional(Text(2000)),
  content: Html,
  ...Released,
});

export const PolicyRow = Body({
  id: Id,
  title: Text(300),
  issuer: Text(200),
  docNumber: Optional(Text(100)),
  category: Text(40),
  projectType: Optional(ProjectType),
  region: Optional(Text(40)),
  summary: Optional(Text(2000)),
  content: Html,
  ...Released,
});

export const PaperRow = Body({
  id: Id,
  title: Text(300),
  authors: Optional(ArrayOf(Text(100), { maxItems: 50 })),
  organisation: Optional(Text(200)),
  journal: Optional(Text(200)),
  keywords: Optional(ArrayOf(Text(40), { maxItems: 30 })),
  category: Text(40),
  projectType: Optional(ProjectType),
  abstract: Optional(Text(4000)),
  content: Html,
  ...Released,
});

export const DownloadDirRow = Body({ id: Id, parentId: Nullable(Id), name: Text(100) });

export const DownloadRow = Body({
  id: Id,
  dirId: Id,
  title: Text(200),
  fileName: Text(200),
  fileType: Text(20),
  sizeKb: Optional(Count),
  downloadCount: Optional(Count),
  memo: Optional(Text(1000)),
  ...Released,
});

export const JobCityRow = Body({ code: StringType({ pattern: '^[A-Z0-9]{1,10}$' }), name: Text(40) });

export const JobRow = Body({
  id: Id,
  title: Text(200),
  cityCode: StringType({ pattern: '^[A-Z0-9]{1,10}$' }),
  department: Optional(Text(100)),
  category: Optional(Text(40)),
  salary: Optional(Text(40)),
  experience: Optional(Text(40)),
  education: Optional(Text(40)),
  headcount: Optional(Integer({ minimum: 1, maximum: 10_000 })),
  description: Html,
  ...Released,
});

export const HelpCategoryRow = Body({
  id: Id,
  parentId: Nullable(Id),
  name: Text(40),
  intro: Optional(Text(500)),
  sort: Optional(Integer({ minimum: 0, maximum: 10_000 })),
});

export const HelpArticleRow = Body({
  id: Id,
  categoryId: Id,
  number: StringType({ pattern: '^[A-Za-z0-9-]{1,32}$' }),
  title: Text(200),
  summary: Optional(Text(1000)),
  content: Html,
  readCount: Optional(Count),
  helpful: Optional(Count),
  unhelpful: Optional(Count),
  publishTime: Optional(DateTime()),
  daysAgo: Optional(Integer({ minimum: 0, maximum: 36_500 })),
  updateTime: Optional(DateTime()),
  updatedDaysAgo: Optional(Integer({ minimum: 0, maximum: 36_500 })),
});

export const HelpShareRow = Body({ shareId: StringType({ pattern: '^[A-Za-z0-9_-]{8,32}$' }), articleId: Id });

export type NewsColumnRow = Static<typeof NewsColumnRow>;
export type NewsRow = Static<typeof NewsRow>;
export type StandardRow = Static<typeof StandardRow>;
export type PolicyRow = Static<typeof PolicyRow>;
export type PaperRow = Static<typeof PaperRow>;
export type DownloadDirRow = Static<typeof DownloadDirRow>;
export type DownloadRow = Static<typeof DownloadRow>;
export type JobCityRow = Static<typeof JobCityRow>;
export type JobRow = Static<typeof JobRow>;
export type HelpCategoryRow = Static<typeof HelpCategoryRow>;
export type HelpArticleRow = Static<typeof HelpArticleRow>;
export type HelpShareRow = Static<typeof HelpShareRow>;
