import { CONTENT_KINDS, KEYWORD_MAX, LIBRARY_TYPES, PROJECT_TYPES } from './enums';
import { BooleanType, Enum, Integer, MaybeBody, Optional, Paging, Reply, StringType, Tree, type Static } from './schema';

// Fields and models that the information hub's areas share (news, library, downloads, jobs). Enumerations
// carry their JSON type, so a value of the wrong type is refused as such rather than as an unknown value.

/** A search box's keyword; rows that take one trim it first (`trim: ['keyword']`), so the limit counts what is searched. */
export const Keyword = () => StringType({ maxLength: KEYWORD_MAX });

/** A content kind of the news columns: NEWS or KNOW. */
export const ContentKindField = () => Enum(CONTENT_KINDS, { type: 'string' });
/** standard, policy or paper. */
export const LibraryTypeField = () => Enum(LIBRARY_TYPES, { type: 'string' });
/** A SPEC §9 project type; ALL as a filter means no filter. */
export const ProjectTypeField = () => Enum(PROJECT_TYPES, { type: 'string' });

/** A category or download directory; its count includes its descendants'. */
export interface CountNode {
  id: number;
  name: string;
  count: number;
  children: CountNode[];
}

/** A tree of CountNode, its schema named `id` (unique per tree). */
export const CountTree = (id: string) => Tree<CountNode>(id, { id: Integer(), name: StringType(), count: Integer() });

/** Whether the caller may download an item; when logged in, a one-time address (valid 60 s) of the file. */
export const CheckLoginReply = Reply({ loggedIn: BooleanType(), url: Optional(StringType()) });
export type CheckLoginReply = Static<typeof CheckLoginReply>;

/** A page of a list and nothing else: absent, null or {page?, pageSize?}. */
export const PagingBody = MaybeBody(Paging);
/** The paging of a list request, as the services take it. */
export type PageRequest = NonNullable<Static<typeof PagingBody>>;

/** A console preview ticket (?preview= of a preview link): the page shows an unpublished item to whoever holds it. */
export const PreviewTicket = () => Optional(StringType({ pattern: '^[A-Za-z0-9_-]{20,100}$' }));
