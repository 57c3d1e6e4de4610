import { defineCalls } from './define-call';
import { editableTenants, editorialSpecs, editorialState, FileUrl, Title } from './editorial';
import { PROJECT_TYPES } from './enums';
import { Enum, Id, Integer, Model, MultiLineText, Nullable, Optional, StringType, type Static } from './schema';

// The console's policies: issuing bodies, document numbers (文号), regions, dates and an attached PDF. Shared by
// every tenant unless tenants are named, like standards.

const ProjectTypes = PROJECT_TYPES.filter((type) => type !== 'ALL');

const editable = {
  title: Optional(Title()),
  issuer: Optional(StringType({ maxLength: 200 })),
  /** The document number (文号), such as 建质〔2026〕12号. */
  docNumber: Optional(StringType({ maxLength: 100 })),
  categoryId: Optional(Id()),
  projectType: Optional(Enum(ProjectTypes)),
  /** Where the policy applies: a province or city, or empty for the whole country. */
  region: Optional(StringType({ maxLength: 60 })),
  summary: Optional(MultiLineText({ maxLength: 2000 })),
  content: Optional(MultiLineText({ maxLength: 500_000 })),
  /** The address of an uploaded PDF (media.upload, kind pdf), or empty for none. */
  pdfUrl: Optional(FileUrl()),
  ...editableTenants,
};

export const EditorialPolicy = Model({
  ...editorialState,
  title: StringType(),
  issuer: StringType(),
  docNumber: StringType(),
  categoryId: Integer(),
  projectType: StringType(),
  region: StringType(),
  summary: StringType(),
  content: StringType(),
  pdfUrl: StringType(),
  /** The uploaded PDF's file name, for the form to show. */
  pdfName: Nullable(StringType()),
});
export type EditorialPolicy = Static<typeof EditorialPolicy>;

export const policyConsoleCalls = defineCalls(
  'consolePolicy',
  editorialSpecs('policy', {
    body: {
      editable,
      required: { title: Title(), categoryId: Id() },
      filters: { categoryId: Optional(Id()) },
    },
    reply: EditorialPolicy,
  }),
);
