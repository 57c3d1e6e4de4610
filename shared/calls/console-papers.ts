import { defineCalls } from './define-call';
import { editableTenants, editorialSpecs, editorialState, FileUrl, Title } from './editorial';
import { PROJECT_TYPES } from './enums';
import { ArrayOf, Enum, Id, Integer, Model, MultiLineText, Nullable, Optional, StringType, type Static } from './schema';

// The console's papers: authors, their organisation, the journal, keywords, an abstract and an attached PDF.
// Shared by every tenant unless tenants are named, like standards.

const ProjectTypes = PROJECT_TYPES.filter((type) => type !== 'ALL');

const editable = {
  title: Optional(Title()),
  /** In the order the paper names them. */
  authors: Optional(ArrayOf(StringType({ minLength: 1, maxLength: 60 }), { maxItems: 30 })),
  organisation: Optional(StringType({ maxLength: 200 })),
  journal: Optional(StringType({ maxLength: 200 })),
  keywords: Optional(ArrayOf(StringType({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
  categoryId: Optional(Id()),
  projectType: Optional(Enum(ProjectTypes)),
  abstract: Optional(MultiLineText({ maxLength: 5000 })),
  content: Optional(MultiLineText({ maxLength: 500_000 })),
  /** The address of an uploaded PDF (media.upload, kind pdf), or empty for none. */
  pdfUrl: Optional(FileUrl()),
  ...editableTenants,
};

export const EditorialPaper = Model({
  ...editorialState,
  title: StringType(),
  authors: ArrayOf(StringType()),
  organisation: StringType(),
  journal: StringType(),
  keywords: ArrayOf(StringType()),
  categoryId: Integer(),
  projectType: StringType(),
  abstract: StringType(),
  content: StringType(),
  pdfUrl: StringType(),
  /** The uploaded PDF's file name, for the form to show. */
  pdfName: Nullable(StringType()),
});
export type EditorialPaper = Static<typeof EditorialPaper>;

export const paperConsoleCalls = defineCalls(
  'consolePaper',
  editorialSpecs('paper', {
    body: {
      editable,
      required: { title: Title(), categoryId: Id() },
      filters: { categoryId: Optional(Id()) },
    },
    reply: EditorialPaper,
  }),
);
