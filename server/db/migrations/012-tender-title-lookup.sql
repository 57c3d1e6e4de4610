-- A subscription's count tests each new notice's title vector (server/services/tenders/tender-criteria.ts,
-- 'test'): read here by the tender's id, without visiting search_docs itself.
CREATE INDEX search_docs_tender_titles_idx ON search_docs (biz_id) INCLUDE (title_words) WHERE biz_type = 'tender';
