-- Search reads the newest posts first and tests each one's document against the query (issue 29).
-- This index holds the documents of the posts whose document is small enough for a btree entry
-- (at most 2,704 bytes; the text form bounds the stored one), so those posts are tested without
-- reading the table. The few posts with a larger document (long comment threads) are read through
-- the second index. The predicates are written exactly as find-queries.ts writes them.
CREATE INDEX "posts_recent_search_idx" ON "posts" USING btree ("created_at","id")
  INCLUDE ("type","search_vector")
  WHERE octet_length(search_vector::text) <= 1500;
--> statement-breakpoint
CREATE INDEX "posts_large_search_idx" ON "posts" USING btree ("created_at","id")
  WHERE octet_length(search_vector::text) > 1500;
