import { defineCalls } from './define-call';
import { editableTenants, editorialSpecs, editorialState, FileUrl, Title } from './editorial';
import { PROJECT_TYPES } from './enums';
import { Enum, Id, Integer, Model, MultiLineText, Nullable, Optional, StringType, type Static } from './schema';

// The console's standards: numbers, issuing bodies, dates and an attached PDF. Shared by every tenant unless
// tenants are named, so mostly the main tenant's admins' work.

const ProjectTypes = PROJECT_TYPES.filter((type) => type !== 'ALL');

const editable = {
  number: Optional(StringType({ minLength: 1, maxLength: 60 })),
  title: Optional(Title()),
  categoryId: Optional(Id()),
  projectType: Optional(Enum(ProjectTypes)),
  issuer: Optional(StringType({ maxLength: 200 })),
  /** The standard's own status (现行, 即将实施, 废止), not its editorial state. */
  status: Optional(StringType({ maxLength: 20 })),
  summary: Optional(MultiLineText({ maxLength: 2000 })),
  content: Optional(MultiLineText({ maxLength: 500_000 })),
  /** The address of an uploaded PDF (media.upload, kind pdf), or empty for none. */
  pdfUrl: Optional(FileUrl()),
  ...editableTenants,
};

export const EditorialStandard = Model({
  ...editorialState,
  number: StringType(),
  title: StringType(),
  categoryId: Integer(),
  projectType: StringType(),
  issuer: StringType(),
  status: StringType(),
  summary: StringType(),
  content: StringType(),
  pdfUrl: StringType(),
  /** The uploaded PDF's file name, for the form to show. */
  pdfName: Nullable(StringType()),
});
export type EditorialStandard = Static<typeof EditorialStandard>;

export const standardConsoleCalls = defineCalls(
  'consoleStandard',
  editorialSpecs('standard', {
    body: {
      editable,
      required: { number: StringType({ minLength: 1, maxLength: 60 }), title: Title(), categoryId: Id() },
      filters: { categoryId: Optional(Id()) },
    },
    reply: EditorialStandard,
  }),
);
