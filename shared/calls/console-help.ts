import { defineCalls } from './define-call';
import { editableTenants, editorialSpecs, editorialState, Title } from './editorial';
import { RES_NUMBER_PATTERN } from './help';
import { DateTime, Id, Integer, Model, MultiLineText, Optional, StringType, type Static } from './schema';

// The console's help articles: a category of the help centre, a public number (/help/num/{number}), a plain-text
// summary and a rich-text body whose h2/h3 headings make the article page's table of contents.

/** The public number, unique among all help articles (deleted ones too). */
const ResNumber = () => StringType({ pattern: RES_NUMBER_PATTERN });

const editable = {
  categoryId: Optional(Id()),
  resNumber: Optional(ResNumber()),
  title: Optional(Title()),
  summary: Optional(MultiLineText({ maxLength: 1000 })),
  content: Optional(MultiLineText({ maxLength: 500_000 })),
  ...editableTenants,
};

/** One help article as the console sees it; releaseTime is its publish_time. */
export const EditorialHelp = Model({
  ...editorialState,
  categoryId: Integer(),
  resNumber: StringType(),
  title: StringType(),
  summary: StringType(),
  content: StringType(),
  /** The update time visitors see: the last save of its fields, or its release when later. */
  updateTime: DateTime(),
  readCount: Integer(),
});
export type EditorialHelp = Static<typeof EditorialHelp>;

export const helpConsoleCalls = defineCalls(
  'consoleHelp',
  editorialSpecs('help', {
    body: {
      editable,
      required: { categoryId: Id(), resNumber: ResNumber(), title: Title() },
      filters: { categoryId: Optional(Id()) },
    },
    reply: EditorialHelp,
  }),
);
