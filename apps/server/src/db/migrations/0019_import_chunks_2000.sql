-- Decision 0034. Staged import rows in chunks of 2,000 rows instead of 5,000:
-- a confirm's statement per chunk (its transition tables, sorts and JSON)
-- held ~20 MB in the database process, and glibc kept most of it after, so
-- an import of 100,000 rows took the embedded database from ~60 to ~74 MB;
-- with 2,000 it reaches ~62, as fast. Existing chunks are cut again so that
-- chunk = floor(idx / 2000) holds for every import, old or new.
CREATE TEMPORARY TABLE "rechunked" AS
  SELECT c."import_id", c."user_id", (e.value->>'i')::integer / 2000 AS "chunk",
    json_agg(e.value ORDER BY (e.value->>'i')::integer) AS "rows"
  FROM "import_row_chunks" c
  CROSS JOIN LATERAL json_array_elements(c."rows") AS e
  GROUP BY c."import_id", c."user_id", (e.value->>'i')::integer / 2000;--> statement-breakpoint
DELETE FROM "import_row_chunks";--> statement-breakpoint
INSERT INTO "import_row_chunks" ("import_id", "user_id", "chunk", "rows")
  SELECT "import_id", "user_id", "chunk", "rows" FROM "rechunked";--> statement-breakpoint
DROP TABLE "rechunked";
