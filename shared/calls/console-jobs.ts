import { defineCalls } from './define-call';
import { editableTenants, editorialSpecs, editorialState, Title } from './editorial';
import { Integer, Model, MultiLineText, Optional, StringType, type Static } from './schema';

// The console's open positions (the recruit page): title, city, department and the terms, and a rich-text
// description.

/** A city code of job_cities (BJ, SH …), as the recruit page filters on. */
const CityCode = () => StringType({ pattern: '^[A-Z]{2,8}$' });
const Short = () => StringType({ maxLength: 60 });

const editable = {
  title: Optional(Title()),
  cityCode: Optional(CityCode()),
  department: Optional(Short()),
  category: Optional(Short()),
  salary: Optional(Short()),
  experience: Optional(Short()),
  education: Optional(Short()),
  headcount: Optional(Integer({ minimum: 1, maximum: 9999 })),
  description: Optional(MultiLineText({ maxLength: 100_000 })),
  ...editableTenants,
};

export const EditorialJob = Model({
  ...editorialState,
  title: StringType(),
  cityCode: StringType(),
  department: StringType(),
  category: StringType(),
  salary: StringType(),
  experience: StringType(),
  education: StringType(),
  headcount: Integer(),
  description: StringType(),
});
export type EditorialJob = Static<typeof EditorialJob>;

export const jobConsoleCalls = defineCalls(
  'consoleJob',
  editorialSpecs('job', {
    body: {
      editable,
      required: { title: Title(), cityCode: CityCode() },
      filters: { cityCode: Optional(CityCode()) },
    },
    reply: EditorialJob,
  }),
);
