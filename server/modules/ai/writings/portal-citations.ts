import type { Citation } from '../../../../shared/calls/ai-tools';
import type { Database } from '../../../db/database';
import { search } from '../../search/public';
import { citationHref, isCitedType } from '../retrieval';

// The portal's own standards and policies a contract risk rests on, found through the site search and cited
// with the path of their detail page. One review asks for the same few passages many times: a look-up is
// made once per keyword.

export interface Basis {
  type: string;
  keyword: string;
}

/** A memo of citation look-ups for one piece of work. */
export function citationFinder(db: Database): (basis: readonly Basis[]) => Promise<Citation[]> {
  const found = new Map<string, Promise<Citation | null>>();
  const one = ({ type, keyword }: Basis): Promise<Citation | null> => {
    if (!isCitedType(type)) return Promise.resolve(null);
    const key = `${type} ${keyword}`;
    let lookUp = found.get(key);
    if (!lookUp) {
      lookUp = search(db, { keyword, type, pageSize: 1 }).then(({ groups }) => {
        const hit = groups[0]?.list[0];
        return hit ? { type, id: hit.id, title: hit.title, href: citationHref(type, hit.id), excerpt: hit.snippet } : null;
      });
      found.set(key, lookUp);
    }
    return lookUp;
  };
  return async (basis) => {
    const citations: Citation[] = [];
    // One at a time: each search is a transaction of its own.
    for (const each of basis) {
      const citation = await one(each);
      if (citation) citations.push(citation);
    }
    // Two keywords may find the same item.
    return citations.filter(
      (citation, index) => citations.findIndex((other) => other.type === citation.type && other.id === citation.id) === index,
    );
  };
}
