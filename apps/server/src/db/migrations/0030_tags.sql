-- Decision 0053: free tags on transactions. A row's tags are a text[] on the row, in the
-- ledger's spelling, so api_json carries them; a ledger's tags (one spelling per tag,
-- whatever the case) and their counts live beside, kept by triggers like the totals.
-- Every existing row gets no tags; its JSON gains only "tags":[].
--
-- The key a tag is unique by within its ledger, prefixed with the ledger: the GIN index
-- below holds only keys of one ledger under each entry, so ?tag= reads that ledger's rows.
-- The bodies call built-in functions only: an index's maintenance (CREATE INDEX, ANALYZE)
-- runs them with no search path to find ours by.
CREATE FUNCTION "elevate_tag_key"(ledger uuid, tag text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT ledger::text || ':' || lower(tag) $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_tag_keys"(ledger uuid, tags text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(ledger::text || ':' || lower(t)), '{}') FROM unnest(tags) AS t $$;
--> statement-breakpoint
-- JSON.stringify of a list of strings, escaped as elevate_json_text escapes (decision 0010).
CREATE FUNCTION "elevate_json_text_array"(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT '[' || coalesce(string_agg(to_json(e)::text, ',' ORDER BY i), '') || ']'
    FROM unnest(value) WITH ORDINALITY AS u(e, i) $$;
--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "api_json";
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tags_count" CHECK (cardinality("tags") <= 20);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "api_json" text GENERATED ALWAYS AS ('{"_id":"' || "id"::text || '","user":"' || "ledger_id"::text
  || '","date":"' || elevate_iso_utc("date") || '","description":' || elevate_json_text("description")
  || ',"amount":' || elevate_dollars("amount_cents") || ',"type":' || elevate_json_text("type")
  || ',"category":' || elevate_json_text("category")
  || ',"notes":' || coalesce(elevate_json_text("notes"), 'null')
  || ',"accountId":"' || "account_id"::text
  || '","cleared":' || CASE WHEN "cleared" THEN 'true' ELSE 'false' END
  || ',"reconciled":' || CASE WHEN "reconciled" THEN 'true' ELSE 'false' END
  || ',"transferId":' || coalesce('"' || "transfer_id"::text || '"', 'null')
  || ',"tags":' || elevate_json_text_array("tags")
  || ',"createdAt":"' || elevate_iso_utc("created_at") || '"}') STORED NOT NULL;
--> statement-breakpoint
-- ?tag= reads the ledger's rows carrying the tag off this index; only tagged rows are in
-- it, so untagged writes (every import) never touch it.
CREATE INDEX "transactions_tags_idx" ON "transactions" USING gin (elevate_tag_keys("ledger_id", "tags"))
  WHERE "tags" <> '{}'::text[];
--> statement-breakpoint
-- The tag report reads the range's tagged rows only.
CREATE INDEX "transactions_ledger_tagged_date_idx" ON "transactions" ("ledger_id", "date")
  WHERE "tags" <> '{}'::text[];
--> statement-breakpoint
-- Each ledger's tags: the spelling every row carrying the tag has. Only the triggers
-- below, a rename and a delete write it.
CREATE TABLE "tags" (
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_pk" PRIMARY KEY ("ledger_id", "key"),
	CONSTRAINT "tags_name_length" CHECK (char_length("name") BETWEEN 1 AND 40),
	CONSTRAINT "tags_key_is_name" CHECK ("key" = lower("name"))
);
--> statement-breakpoint
-- The number of rows carrying each tag, in slot rows (decision 0023): concurrent writers
-- of one ledger add to different slots instead of queueing on one row.
CREATE TABLE "tag_count_slots" (
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"slot" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "tag_count_slots_pk" PRIMARY KEY ("ledger_id", "key", "slot"),
	CONSTRAINT "tag_count_slots_tag_fk" FOREIGN KEY ("ledger_id", "key")
		REFERENCES "tags"("ledger_id", "key") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE VIEW "tag_counts" AS
  SELECT "ledger_id", "key", sum("count")::bigint AS "count" FROM "tag_count_slots" GROUP BY 1, 2;
--> statement-breakpoint
-- A ledger's tag lock. A write giving rows tags holds it shared (such writers never wait
-- for each other); a rename or a delete holds it alone, so no row gets the old spelling
-- while the rows are rewritten, and a tag is forgotten only while nobody is adding it.
CREATE FUNCTION "elevate_tags_lock"(u uuid, alone boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF alone THEN
    PERFORM pg_advisory_xact_lock(727053, hashtext(u::text));
  ELSE
    PERFORM pg_advisory_xact_lock_shared(727053, hashtext(u::text));
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_tags_try_alone"(u uuid) RETURNS boolean LANGUAGE sql AS $$
  SELECT pg_try_advisory_xact_lock(727053, hashtext(u::text));
$$;
--> statement-breakpoint
-- A row's tags as stored: trimmed, each tag once whatever its case (the first kept), in
-- the ledger's spelling. A tag new to the ledger is added with the row's spelling; two
-- writers adding it at once both end with the first one's (the second waits on its key).
-- Each statement here reads what others committed before it (read committed), so the
-- spellings are read after the lock: a rename holding it has committed by then.
CREATE FUNCTION "elevate_tags_resolve"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  given text[];
  keys text[];
  spelt text[];
  known boolean;
BEGIN
  PERFORM elevate_tags_lock(NEW."ledger_id", false);
  SELECT array_agg(g.x ORDER BY g.i), array_agg(g.k ORDER BY g.i),
      array_agg(t."name" ORDER BY g.i), count(*) = count(t."name")
    INTO given, keys, spelt, known
    FROM (SELECT DISTINCT ON (lower(btrim(x))) btrim(x) AS x, lower(btrim(x)) AS k, i
        FROM unnest(NEW."tags") WITH ORDINALITY AS u(x, i)
        WHERE x IS NOT NULL
        ORDER BY lower(btrim(x)), i) AS g
    LEFT JOIN "tags" t ON t."ledger_id" = NEW."ledger_id" AND t."key" = g.k;
  IF given IS NULL THEN
    NEW."tags" := '{}';
    RETURN NEW;
  END IF;
  -- Most rows name tags the ledger has: two statements. A new tag is added, in key
  -- order so two writers adding the same new tags wait in one order.
  IF NOT known THEN
    INSERT INTO "tags" ("ledger_id", "key", "name")
      SELECT NEW."ledger_id", n.k, n.x FROM unnest(keys, given) AS n(k, x)
        WHERE NOT EXISTS (SELECT 1 FROM "tags" t WHERE t."ledger_id" = NEW."ledger_id" AND t."key" = n.k)
        ORDER BY n.k
      ON CONFLICT DO NOTHING;
    spelt := array(SELECT t."name" FROM unnest(keys) WITH ORDINALITY AS n(k, i)
      JOIN "tags" t ON t."ledger_id" = NEW."ledger_id" AND t."key" = n.k ORDER BY n.i);
  END IF;
  NEW."tags" := spelt;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Updates fire it only when the tags change; untagged rows never do.
CREATE TRIGGER "transactions_tags_resolve_insert" BEFORE INSERT ON "transactions"
  FOR EACH ROW WHEN (NEW."tags" <> '{}'::text[]) EXECUTE FUNCTION "elevate_tags_resolve"();
--> statement-breakpoint
CREATE TRIGGER "transactions_tags_resolve_update" BEFORE UPDATE OF "tags" ON "transactions"
  FOR EACH ROW WHEN (NEW."tags" IS DISTINCT FROM OLD."tags" AND NEW."tags" <> '{}'::text[])
  EXECUTE FUNCTION "elevate_tags_resolve"();
--> statement-breakpoint
-- Each (ledger, tag key, change in rows) added to this transaction's slot; a ledger being
-- deleted is skipped (its rows go by cascade).
CREATE FUNCTION "elevate_tag_counts_add"(u uuid[], k text[], n bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "tag_count_slots" AS c ("ledger_id", "key", "slot", "count")
    SELECT d.u, d.k, elevate_totals_slot(d.u), sum(d.n) FROM unnest(u, k, n) AS d(u, k, n)
      WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = d.u)
      GROUP BY 1, 2 HAVING sum(d.n) <> 0 ORDER BY 1, 2
    ON CONFLICT ("ledger_id", "key", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
$$;
--> statement-breakpoint
-- Tags that lost rows and that no row carries any more are forgotten, so a tag used again
-- later takes its new spelling. Only while no other writer of the ledger is adding tags
-- (the lock, tried without waiting: an adder's rows are not visible before its commit,
-- and it holds the lock shared until then); otherwise the tag stays known, unlisted,
-- until a later write or a rename or delete of it forgets it.
CREATE FUNCTION "elevate_tags_forget"(u uuid[], k text[], n bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  l uuid;
BEGIN
  FOR l IN SELECT DISTINCT d.u FROM unnest(u, n) AS d(u, n) WHERE d.n < 0 ORDER BY 1 LOOP
    IF elevate_tags_try_alone(l) THEN
      DELETE FROM "tags" t
        WHERE t."ledger_id" = l
          AND t."key" IN (SELECT d.k FROM unnest(u, k, n) AS d(u, k, n) WHERE d.u = l AND d.n < 0)
          AND coalesce((SELECT sum(s."count") FROM "tag_count_slots" s
            WHERE s."ledger_id" = l AND s."key" = t."key"), 0) <= 0;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_tags_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  us uuid[];
  ks text[];
  ns bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM "new_rows" WHERE "tags" <> '{}'::text[]) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(d.u), array_agg(d.k), array_agg(d.n) INTO us, ks, ns
      FROM (SELECT "ledger_id" AS u, lower(x) AS k, count(*)::bigint AS n
          FROM "new_rows", unnest("tags") AS x WHERE "tags" <> '{}'::text[] GROUP BY 1, 2) AS d;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "old_rows" WHERE "tags" <> '{}'::text[]) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(d.u), array_agg(d.k), array_agg(d.n) INTO us, ks, ns
      FROM (SELECT "ledger_id" AS u, lower(x) AS k, -count(*)::bigint AS n
          FROM "old_rows", unnest("tags") AS x WHERE "tags" <> '{}'::text[] GROUP BY 1, 2) AS d;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM "new_rows" WHERE "tags" <> '{}'::text[])
        AND NOT EXISTS (SELECT 1 FROM "old_rows" WHERE "tags" <> '{}'::text[]) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(d.u), array_agg(d.k), array_agg(d.n) INTO us, ks, ns
      FROM (SELECT c.u, c.k, sum(c.n)::bigint AS n FROM (
            SELECT "ledger_id" AS u, lower(x) AS k, 1 AS n
              FROM "new_rows", unnest("tags") AS x WHERE "tags" <> '{}'::text[]
            UNION ALL
            SELECT "ledger_id", lower(x), -1
              FROM "old_rows", unnest("tags") AS x WHERE "tags" <> '{}'::text[]) AS c
          GROUP BY 1, 2 HAVING sum(c.n) <> 0) AS d;
  END IF;
  IF us IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM elevate_tag_counts_add(us, ks, ns);
  IF TG_OP <> 'INSERT' THEN
    PERFORM elevate_tags_forget(us, ks, ns);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_tags_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "tags";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_tags_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_tags_change"();
--> statement-breakpoint
CREATE TRIGGER "transactions_tags_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_tags_change"();
--> statement-breakpoint
CREATE TRIGGER "transactions_tags_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_tags_change"();
--> statement-breakpoint
CREATE TRIGGER "transactions_tags_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "elevate_tags_clear"();
