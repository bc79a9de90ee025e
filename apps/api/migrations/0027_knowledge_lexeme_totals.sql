-- Each collection's totals for BM25 (decision 125), kept beside its lexemes' counts in
-- knowledge_lexemes under two lexemes no text search document holds: '' counts its passages and
-- ' ' adds up their lengths (distinct lexemes). The triggers of migration 0020 keep them in the
-- same statements, rows still locked in one order.
CREATE OR REPLACE FUNCTION "knowledge_lexemes_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO knowledge_lexemes (collection_id, lexeme, passages)
  SELECT g.collection_id, g.lexeme, g.passages FROM (
    SELECT a.collection_id, lexeme, count(*)::integer AS passages
    FROM added a, unnest(tsvector_to_array(a.search)) AS lexeme
    GROUP BY a.collection_id, lexeme
    UNION ALL
    SELECT a.collection_id, '', count(*)::integer FROM added a GROUP BY a.collection_id
    UNION ALL
    SELECT a.collection_id, ' ', sum(length(a.search))::integer FROM added a GROUP BY a.collection_id
  ) AS g
  WHERE EXISTS (SELECT 1 FROM knowledge_collections c WHERE c.id = g.collection_id)
  ORDER BY g.collection_id, g.lexeme
  ON CONFLICT (collection_id, lexeme) DO UPDATE SET passages = knowledge_lexemes.passages + excluded.passages;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "knowledge_lexemes_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM knowledge_lexemes l
  WHERE (l.collection_id, l.lexeme) IN (
    SELECT g.collection_id, g.lexeme FROM (
      SELECT r.collection_id, lexeme, count(*)::integer AS passages
      FROM removed r, unnest(tsvector_to_array(r.search)) AS lexeme
      GROUP BY r.collection_id, lexeme
      UNION ALL
      SELECT r.collection_id, '', count(*)::integer FROM removed r GROUP BY r.collection_id
      UNION ALL
      SELECT r.collection_id, ' ', sum(length(r.search))::integer FROM removed r GROUP BY r.collection_id
    ) AS g (collection_id, lexeme, passages)
  )
  ORDER BY l.collection_id, l.lexeme
  FOR UPDATE;
  UPDATE knowledge_lexemes l SET passages = l.passages - g.passages
  FROM (
      SELECT r.collection_id, lexeme, count(*)::integer AS passages
      FROM removed r, unnest(tsvector_to_array(r.search)) AS lexeme
      GROUP BY r.collection_id, lexeme
      UNION ALL
      SELECT r.collection_id, '', count(*)::integer FROM removed r GROUP BY r.collection_id
      UNION ALL
      SELECT r.collection_id, ' ', sum(length(r.search))::integer FROM removed r GROUP BY r.collection_id
  ) AS g (collection_id, lexeme, passages)
  WHERE l.collection_id = g.collection_id AND l.lexeme = g.lexeme;
  DELETE FROM knowledge_lexemes l
  WHERE l.passages <= 0 AND l.collection_id IN (SELECT r.collection_id FROM removed r);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The totals of the passages already indexed.
INSERT INTO "knowledge_lexemes" ("collection_id", "lexeme", "passages")
SELECT p.collection_id, '', count(*)::integer
FROM "knowledge_passages" p JOIN "knowledge_collections" c ON c.id = p.collection_id
GROUP BY p.collection_id
UNION ALL
SELECT p.collection_id, ' ', sum(length(p.search))::integer
FROM "knowledge_passages" p JOIN "knowledge_collections" c ON c.id = p.collection_id
GROUP BY p.collection_id
ON CONFLICT ("collection_id", "lexeme") DO NOTHING;
