import { defineCalls } from './define-call';
import { editableTenants, editorialSpecs, editorialState, FileUrl, Title } from './editorial';
import { ArrayOf, Id, Integer, Model, MultiLineText, Optional, StringType, type Static } from './schema';

// The console's news (SPEC "An operator console"): editors of a tenant write its news.

/** The fields an editor writes; a body is sanitised to the site's allow-list, a title kept to plain text. */
const editable = {
  dirId: Optional(Id()),
  title: Optional(Title()),
  viceTitle: Optional(StringType({ maxLength: 200 })),
  memo: Optional(MultiLineText({ maxLength: 1000 })),
  content: Optional(MultiLineText({ maxLength: 500_000 })),
  coverUrl: Optional(FileUrl()),
  source: Optional(StringType({ maxLength: 200 })),
  authorName: Optional(StringType({ maxLength: 100 })),
  seoTitle: Optional(StringType({ maxLength: 200 })),
  seoKeyword: Optional(StringType({ maxLength: 500 })),
  seoDesc: Optional(StringType({ maxLength: 1000 })),
  tagIds: Optional(ArrayOf(Id(), { maxItems: 20, uniqueItems: true })),
  ...editableTenants,
};

/** One news item as the console sees it: every field, its state and the version an update must carry. */
export const EditorialNews = Model({
  ...editorialState,
  dirId: Integer(),
  title: StringType(),
  viceTitle: StringType(),
  memo: StringType(),
  content: StringType(),
  coverUrl: StringType(),
  source: StringType(),
  authorName: StringType(),
  seoTitle: StringType(),
  seoKeyword: StringType(),
  seoDesc: StringType(),
  tagIds: ArrayOf(Integer()),
  readCount: Integer(),
});
export type EditorialNews = Static<typeof EditorialNews>;

export const newsConsoleCalls = defineCalls(
  'consoleNews',
  editorialSpecs('news', {
    body: { editable, required: { dirId: Id(), title: Title() }, filters: { dirId: Optional(Id()) } },
    reply: EditorialNews,
  }),
);
