import { LIBRARY_TYPES, PROJECT_TYPES } from '../../../shared/library-contract';
import { idSchema, keywordSchema, optionalBody, pagingProperties, requiredBody } from './news-schemas';

// JSON schemas of the library, information list, download and job calls (shared/library-contract.ts).

const docType = { type: 'string', enum: LIBRARY_TYPES } as const;

export const catTreeSchema = { body: requiredBody(['catType'], { catType: docType }) } as const;
export const comBucketSchema = { body: requiredBody(['catType'], { catType: docType, catId: idSchema }) } as const;

export const docListSchema = {
  body: requiredBody(['docType'], {
    docType,
    catId: idSchema,
    projectType: { type: 'string', enum: PROJECT_TYPES },
    keyword: keywordSchema,
    ...pagingProperties,
  }),
} as const;
export const docRefSchema = { body: requiredBody(['docType', 'id'], { docType, id: idSchema }) } as const;

export const docDirListSchema = {
  body: optionalBody({
    comId: { type: 'string', maxLength: 64 },
    docType: { type: 'string', enum: ['NEWS', 'KNOW'] },
  }),
} as const;
/** dirDoc and download/listPaged: a news column or a download directory, a keyword, a page. */
export const dirPageSchema = { body: optionalBody({ dirId: idSchema, keyword: keywordSchema, ...pagingProperties }) } as const;

/** City codes are short upper-case letters (BJ, SH …); anything else is 40001, an unknown code 40400. */
export const jobListSchema = {
  body: optionalBody({ cityCode: { type: 'string', pattern: '^[A-Z]{2,8}$' }, ...pagingProperties }),
} as const;
