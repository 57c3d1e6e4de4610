import { defineCalls } from './define-call';
import { editableTenants, editorialSpecs, editorialState, Title } from './editorial';
import { Id, Integer, Model, MultiLineText, Optional, StringType, type Static } from './schema';

// The console's downloads: a file of the download area with its title, directory and note. The file is uploaded
// (media kind `file`); its name, type and size follow from the upload.

/** An uploaded file's address on this host (media.upload, kind file): a download always has one once saved. */
const UploadUrl = () => StringType({ minLength: 1, maxLength: 1000, pattern: '^/' });

const editable = {
  title: Optional(Title()),
  dirId: Optional(Id()),
  memo: Optional(MultiLineText({ maxLength: 2000 })),
  /** A new upload replaces the file; absent: the file stays (a seeded download keeps its placeholder). */
  fileUrl: Optional(UploadUrl()),
  ...editableTenants,
};

export const EditorialDownload = Model({
  ...editorialState,
  title: StringType(),
  dirId: Integer(),
  memo: StringType(),
  /** The uploaded file's address; empty for a seeded download served from the data folder or as a placeholder. */
  fileUrl: StringType(),
  fileName: StringType(),
  fileType: StringType(),
  sizeKb: Integer(),
  downloadCount: Integer(),
});
export type EditorialDownload = Static<typeof EditorialDownload>;

export const downloadConsoleCalls = defineCalls(
  'consoleDownload',
  editorialSpecs('download', {
    body: {
      editable,
      required: { title: Title(), dirId: Id(), fileUrl: UploadUrl() },
      filters: { dirId: Optional(Id()) },
    },
    reply: EditorialDownload,
  }),
);
