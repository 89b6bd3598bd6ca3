-- Decision 0056: the helpers of transactions.api_json (decision 0010) inlined into the column's
-- expression. PostgreSQL inlines a SQL function into the expression that calls it only when
-- its body has nothing less immutable than the function itself and, for a STRICT function,
-- is strict too. The helpers called to_json and to_char (both only stable) and were STRICT,
-- so each insert or update of a row ran five or six separate function calls for its JSON:
-- a third of a bulk insert's own time. Each helper answers exactly what it did (pinned by
-- json-helpers.test.ts against to_json and to_char over every control character, the
-- quotes, the backslash, and dates across the allowed range to the microsecond); stored
-- rows keep their JSON and no row is rewritten.
--
-- A text as a JSON string: json_object (immutable) escapes its values exactly as to_json
-- does; '{"" : ' and the closing brace are cut off.
CREATE OR REPLACE FUNCTION "elevate_json_text"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN value IS NULL THEN NULL
    ELSE left(substr(json_object(ARRAY['', value])::text, 7), -1) END $$;
--> statement-breakpoint
-- An instant as the API prints it, 'YYYY-MM-DDTHH:MI:SS.mmmZ' in UTC, milliseconds cut
-- (as to_char's MS): from its fields, each immutable for a timestamp without time zone.
CREATE OR REPLACE FUNCTION "elevate_iso_utc"(value timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lpad(extract(year FROM value AT TIME ZONE 'UTC')::text, 4, '0')
    || '-' || lpad(extract(month FROM value AT TIME ZONE 'UTC')::text, 2, '0')
    || '-' || lpad(extract(day FROM value AT TIME ZONE 'UTC')::text, 2, '0')
    || 'T' || lpad(extract(hour FROM value AT TIME ZONE 'UTC')::text, 2, '0')
    || ':' || lpad(extract(minute FROM value AT TIME ZONE 'UTC')::text, 2, '0')
    || ':' || lpad((extract(microseconds FROM value AT TIME ZONE 'UTC')::bigint / 1000000)::text, 2, '0')
    || '.' || lpad((extract(microseconds FROM value AT TIME ZONE 'UTC')::bigint / 1000 % 1000)::text, 3, '0')
    || 'Z' $$;
--> statement-breakpoint
-- Its body was already immutable; as STRICT over a body that is not, it was never inlined.
-- A null gives null as before: every operator of the body passes a null on.
CREATE OR REPLACE FUNCTION "elevate_dollars"(cents bigint) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN cents < 0 THEN '-' ELSE '' END || (abs(cents) / 100)::text
    || CASE WHEN abs(cents) % 100 = 0 THEN ''
            WHEN abs(cents) % 10 = 0 THEN '.' || (abs(cents) % 100 / 10)::text
            ELSE '.' || lpad((abs(cents) % 100)::text, 2, '0') END $$;
--> statement-breakpoint
-- A text list as a JSON array. Reading a list takes a query, which is never inlined; most
-- rows have no tags, and those now answer '[]' without one.
CREATE FUNCTION "elevate_json_text_items"(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT '[' || coalesce(string_agg(to_json(e)::text, ',' ORDER BY i), '') || ']'
    FROM unnest(value) WITH ORDINALITY AS u(e, i) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "elevate_json_text_array"(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN value IS NULL THEN NULL WHEN cardinality(value) = 0 THEN '[]'
    ELSE elevate_json_text_items(value) END $$;
