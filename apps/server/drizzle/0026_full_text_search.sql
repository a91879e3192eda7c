-- Full-text search of posts (with their comments) and events (issue 29). PGlite ships unaccent
-- as it does pg_trgm; PostgreSQL has it in contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- The configuration every search document and query uses: a copy of SEARCH_LANGUAGE (english
-- until a server starts with another, db/search-language.ts) whose words lose their accents
-- before they are stemmed. Its comment names the language it copies.
CREATE TEXT SEARCH CONFIGURATION quad_search (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION quad_search
  ALTER MAPPING FOR word, hword, hword_part WITH unaccent, english_stem;
--> statement-breakpoint
COMMENT ON TEXT SEARCH CONFIGURATION quad_search IS 'english';
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
-- A post's document: its text (weight A) and its comments' text (weight C).
CREATE FUNCTION quad_post_document(post_text text, post_id uuid) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('quad_search', coalesce(post_text, '')), 'A')
    || setweight(to_tsvector('quad_search', coalesce(
      (SELECT string_agg(c.text, ' ' ORDER BY c.created_at, c.id) FROM comments c
        WHERE c.post_id = quad_post_document.post_id), '')), 'C')
$$;
--> statement-breakpoint
-- An event's document: its title (A), its place (B) and its description, the post's text (C).
CREATE FUNCTION quad_event_document(title text, place text, description text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('quad_search', coalesce(title, '')), 'A')
    || setweight(to_tsvector('quad_search', coalesce(place, '')), 'B')
    || setweight(to_tsvector('quad_search', coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION quad_posts_search_before() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := quad_post_document(NEW.text, NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_search_vector BEFORE INSERT OR UPDATE OF text ON posts
  FOR EACH ROW EXECUTE FUNCTION quad_posts_search_before();
--> statement-breakpoint
-- An event's description is its post's text.
CREATE FUNCTION quad_posts_search_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 'event' THEN
    UPDATE events SET search_vector = quad_event_document(title, location, NEW.text)
    WHERE post_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_event_search_vector AFTER UPDATE OF text ON posts
  FOR EACH ROW EXECUTE FUNCTION quad_posts_search_after();
--> statement-breakpoint
-- Comments added or removed: one update of their posts per statement (the seed adds thousands).
CREATE FUNCTION quad_comments_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts p SET search_vector = quad_post_document(p.text, p.id)
  WHERE p.id IN (SELECT DISTINCT post_id FROM changed_comments);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_added_search_vector AFTER INSERT ON comments
  REFERENCING NEW TABLE AS changed_comments
  FOR EACH STATEMENT EXECUTE FUNCTION quad_comments_search_rows();
--> statement-breakpoint
CREATE TRIGGER comments_removed_search_vector AFTER DELETE ON comments
  REFERENCING OLD TABLE AS changed_comments
  FOR EACH STATEMENT EXECUTE FUNCTION quad_comments_search_rows();
--> statement-breakpoint
-- A comment's text changed (or it moved): its post, and the post it left.
CREATE FUNCTION quad_comments_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts p SET search_vector = quad_post_document(p.text, p.id)
  WHERE p.id IN (NEW.post_id, OLD.post_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_changed_search_vector AFTER UPDATE OF text, post_id ON comments
  FOR EACH ROW EXECUTE FUNCTION quad_comments_search_changed();
--> statement-breakpoint
CREATE FUNCTION quad_events_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := quad_event_document(NEW.title, NEW.location,
    (SELECT p.text FROM posts p WHERE p.id = NEW.post_id));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_search_vector BEFORE INSERT OR UPDATE OF title, location ON events
  FOR EACH ROW EXECUTE FUNCTION quad_events_search();
--> statement-breakpoint
UPDATE posts SET search_vector = quad_post_document(text, id);
--> statement-breakpoint
UPDATE events e SET search_vector = quad_event_document(e.title, e.location, p.text)
FROM posts p WHERE p.id = e.post_id;
--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");
