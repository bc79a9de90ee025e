CREATE TABLE "knowledge_lexemes" (
	"collection_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"passages" integer NOT NULL,
	CONSTRAINT "knowledge_lexemes_pk" PRIMARY KEY("collection_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "knowledge_lexemes" ADD CONSTRAINT "knowledge_lexemes_collection_id_knowledge_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."knowledge_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The passages already indexed, counted once.
INSERT INTO "knowledge_lexemes" ("collection_id", "lexeme", "passages")
SELECT p.collection_id, lexeme, count(*)::integer
FROM "knowledge_passages" p
JOIN "knowledge_collections" c ON c.id = p.collection_id,
unnest(tsvector_to_array(p.search)) AS lexeme
GROUP BY p.collection_id, lexeme;
--> statement-breakpoint
-- Inserted passages add to their collection's counts, in the inserting statement (rows locked in
-- one order, so concurrent indexers never deadlock).
CREATE FUNCTION "knowledge_lexemes_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO knowledge_lexemes (collection_id, lexeme, passages)
  SELECT a.collection_id, lexeme, count(*)::integer
  FROM added a, unnest(tsvector_to_array(a.search)) AS lexeme
  WHERE EXISTS (SELECT 1 FROM knowledge_collections c WHERE c.id = a.collection_id)
  GROUP BY a.collection_id, lexeme
  ORDER BY a.collection_id, lexeme
  ON CONFLICT (collection_id, lexeme) DO UPDATE SET passages = knowledge_lexemes.passages + excluded.passages;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deleted passages (a document's or a collection's, by cascade) take from them; a count that
-- reaches 0 goes.
CREATE FUNCTION "knowledge_lexemes_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM knowledge_lexemes l
  WHERE (l.collection_id, l.lexeme) IN (
    SELECT r.collection_id, lexeme FROM removed r, unnest(tsvector_to_array(r.search)) AS lexeme
  )
  ORDER BY l.collection_id, l.lexeme
  FOR UPDATE;
  UPDATE knowledge_lexemes l SET passages = l.passages - g.passages
  FROM (
    SELECT r.collection_id, lexeme, count(*)::integer AS passages
    FROM removed r, unnest(tsvector_to_array(r.search)) AS lexeme
    GROUP BY r.collection_id, lexeme
  ) AS g
  WHERE l.collection_id = g.collection_id AND l.lexeme = g.lexeme;
  DELETE FROM knowledge_lexemes l
  WHERE l.passages <= 0 AND (l.collection_id, l.lexeme) IN (
    SELECT r.collection_id, lexeme FROM removed r, unnest(tsvector_to_array(r.search)) AS lexeme
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "knowledge_passages_lexemes_add" AFTER INSERT ON "knowledge_passages"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_lexemes_add"();
--> statement-breakpoint
CREATE TRIGGER "knowledge_passages_lexemes_remove" AFTER DELETE ON "knowledge_passages"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_lexemes_remove"();
