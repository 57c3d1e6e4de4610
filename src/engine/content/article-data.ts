import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { articleDataAtom, type ArticleData } from '../state/portal-atoms';

export type ArticleInput = Omit<ArticleData, 'startTime'>;

const REQUIRED: (keyof ArticleInput)[] = ['id', 'type', 'title'];

/**
 * Detail pages name the article the reading trace reports (SPEC §3/§4). A missing id, type or title is
 * logged, because the trace would then carry wrong data; the start time is recorded either way.
 */
export function toArticleData(input: ArticleInput, now: number, warn: (message: string) => void): ArticleData {
  const missing = REQUIRED.filter((field) => input[field] === undefined || input[field] === null || input[field] === '');
  if (missing.length) warn(`articleData: missing ${missing.join(', ')}; the reading trace may be wrong`);
  return { ...input, startTime: now };
}

export function useArticleData(input: ArticleInput | null) {
  const setArticle = useSetAtom(articleDataAtom);
  const key = input ? `${input.type}:${input.id}` : '';
  useEffect(() => {
    if (!input) return;
    setArticle(toArticleData(input, Date.now(), (message) => console.warn(message)));
    return () => setArticle(null);
    // The article changes with its key; a new object of the same article is not a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setArticle]);
}
