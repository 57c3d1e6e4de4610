import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { CheckLoginReply, CountTree, Keyword, LibraryTypeField, PreviewTicket, ProjectTypeField } from './content-fields';
import { defineCalls, newsPub } from './define-call';
import {
  ArrayOf,
  Body,
  DateTime,
  Id,
  IdName,
  IdTitle,
  Integer,
  Model,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

const listFields = {
  id: Integer(),
  docType: LibraryTypeField(),
  title: StringType(),
  /** Standard number (GB 50300-2013) or policy document number; '' for papers. */
  number: StringType(),
  /** Issuing body (standards, policies) or the authors' organisation (papers). */
  issuer: StringType(),
  summary: StringType(),
  category: IdName(),
  projectType: ProjectTypeField(),
  /** Standards only: in force, repealed …; '' otherwise. */
  status: StringType(),
  releaseTime: DateTime(),
};

/** A standard, policy or paper in a list. */
export const LibraryListItem = Model(listFields);
export type LibraryListItem = Static<typeof LibraryListItem>;

/** One document with its neighbours of the same type by release time. */
export const LibraryDetail = Model({
  ...listFields,
  /** Sanitised HTML. */
  content: StringType(),
  /** Papers: authors, journal and keywords; empty for other types. */
  authors: ArrayOf(StringType()),
  journal: StringType(),
  keywords: ArrayOf(StringType()),
  /** Policies: region; '' otherwise. */
  region: StringType(),
  prev: Nullable(IdTitle()),
  next: Nullable(IdTitle()),
});
export type LibraryDetail = Static<typeof LibraryDetail>;

const docRef = Body({ docType: LibraryTypeField(), id: Id() });

/** SPEC §7 library calls: the categories of a type (/cat/dir) and its documents (standards, policies, papers). */
export const libraryCalls = defineCalls('library', {
  /** One page of a type's documents, newest first: in a category (with its descendants), of a project type, matching a keyword. */
  docListPaged: {
    ...newsPub('docListPaged'),
    trim: ['keyword'],
    body: Body({
      docType: LibraryTypeField(),
      catId: Optional(Id()),
      projectType: Optional(ProjectTypeField()),
      keyword: Optional(Keyword()),
      ...Paging,
    }),
    reply: Reply({ list: ArrayOf(LibraryListItem), total: Integer(), category: Nullable(IdName()) }),
  },
  /** One document; a logged-in reader gets it added to their read history. `preview`: a console preview link's ticket. */
  docGet: {
    ...newsPub('doc/get'),
    body: Body({ docType: LibraryTypeField(), id: Id(), preview: PreviewTicket() }),
    reply: Reply({ model: LibraryDetail }),
  },
  /** Whether this caller may download the full text. */
  docCheckLogin: { ...newsPub('doc/checkLogin'), body: docRef, reply: CheckLoginReply },
  /** The categories of a type as a tree. */
  catTree: {
    path: '/cat/dir/getTree',
    body: Body({ catType: LibraryTypeField() }),
    reply: Reply({ list: ArrayOf(CountTree('CategoryNode')) }),
  },
  /** Documents per project type, in a category (with its descendants) or the whole type: ALL first with the sum. */
  comBucket: {
    path: '/cat/dir/getComBucket',
    body: Body({ catType: LibraryTypeField(), catId: Optional(Id()) }),
    reply: Reply({ list: ArrayOf(Model({ projectType: ProjectTypeField(), count: Integer() })) }),
  },
});

/** The library's refusals (their msg: locales/zh-cn/server.json). */
export const libraryRefusals = defineRefusals('', {
  categoryNotFound: { code: E.notFound },
  docNotFound: { code: E.notFound },
});
