-- Courses are a group of the site search (/search, SEARCH_TYPES 'course'): what visitors see of a course (its
-- title, teacher, summary and category) is indexed like the other kinds, and a change of state queues it, so a
-- publish adds it and an unpublish or delete takes it out (the indexer reads shown_videos).
CREATE INDEX search_docs_course_idx ON search_docs USING gin (words) WHERE biz_type = 'course';
CREATE INDEX search_docs_course_title_idx ON search_docs USING gin (title_words) WHERE biz_type = 'course';
CREATE TRIGGER videos_search AFTER INSERT OR DELETE OR UPDATE OF title, memo, teacher, cat_id, release_time, publish_state, deleted_at
  ON videos FOR EACH ROW EXECUTE FUNCTION search_queue('course');

INSERT INTO search_pending (biz_type, biz_id) SELECT 'course', id FROM videos;
