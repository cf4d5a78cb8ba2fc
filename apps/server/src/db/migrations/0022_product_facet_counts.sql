CREATE TABLE "product_facet_counts" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"value2" text DEFAULT '' NOT NULL,
	"lifecycle" text NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_facet_counts_key_idx" ON "product_facet_counts" USING btree ("facet","value","value2","lifecycle");--> statement-breakpoint
-- Decision 0047. The statement that appends a change's deltas: `source` is a query of product
-- rows (category, subcategory, manufacturer_id, series_id, status, is_active) with n = +1 for a
-- row that now exists, -1 for one that no longer does. A row whose filter values did not change
-- appears with +1 and -1 and cancels out.
CREATE FUNCTION product_facet_delta_sql(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($q$
  WITH changed AS (
    SELECT coalesce(category, '') AS category, coalesce(subcategory, '') AS subcategory,
           manufacturer_id, series_id,
           CASE WHEN status = 'discontinued' THEN 'discontinued' WHEN is_active THEN 'active' ELSE 'inactive' END AS lifecycle,
           sum(n) AS n
    FROM (%s) AS written
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(n) <> 0
  )
  INSERT INTO product_facet_counts (facet, value, value2, lifecycle, count)
  SELECT 'category', category, subcategory, lifecycle, sum(n) FROM changed GROUP BY 2, 3, 4 HAVING sum(n) <> 0
  UNION ALL
  SELECT 'manufacturer', manufacturer_id, '', lifecycle, sum(n) FROM changed GROUP BY 2, 4 HAVING sum(n) <> 0
  UNION ALL
  SELECT 'series', series_id, '', lifecycle, sum(n) FROM changed GROUP BY 2, 4 HAVING sum(n) <> 0
$q$, source)
$fn$;
--> statement-breakpoint
-- One trigger per statement (not per row): a 2,000-row approval appends a few dozen rows.
-- Only inserts, so concurrent writers never lock the same row here (no waits, no deadlocks).
CREATE FUNCTION product_facet_deltas() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  cols constant text := 'category, subcategory, manufacturer_id, series_id, status, is_active';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE product_facet_delta_sql(format('SELECT %s, 1 AS n FROM new_rows', cols));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE product_facet_delta_sql(format('SELECT %s, -1 AS n FROM old_rows', cols));
  ELSE
    EXECUTE product_facet_delta_sql(
      format('SELECT %1$s, 1 AS n FROM new_rows UNION ALL SELECT %1$s, -1 AS n FROM old_rows', cols));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_facet_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_deltas();
--> statement-breakpoint
CREATE TRIGGER products_facet_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_deltas();
--> statement-breakpoint
CREATE TRIGGER products_facet_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_deltas();
--> statement-breakpoint
CREATE FUNCTION product_facet_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM product_facet_counts;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_facet_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_clear();
--> statement-breakpoint
-- Merges each key's delta rows into one (dropping keys that sum to zero). One caller at a time:
-- another returns at once. Rows of transactions still open are not visible, so they stay for
-- the next fold. Returns how many keys it merged.
CREATE FUNCTION fold_product_facet_counts() RETURNS integer LANGUAGE plpgsql AS $fn$
DECLARE
  merged integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('fold_product_facet_counts')) THEN
    RETURN 0;
  END IF;
  WITH keys AS (
    SELECT facet, value, value2, lifecycle FROM product_facet_counts
    GROUP BY 1, 2, 3, 4 HAVING count(*) > 1 OR sum(count) = 0
  ), gone AS (
    DELETE FROM product_facet_counts AS f USING keys AS k
    WHERE (f.facet, f.value, f.value2, f.lifecycle) = (k.facet, k.value, k.value2, k.lifecycle)
    RETURNING f.*
  )
  INSERT INTO product_facet_counts (facet, value, value2, lifecycle, count)
  SELECT facet, value, value2, lifecycle, sum(count) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(count) <> 0;
  GET DIAGNOSTICS merged = ROW_COUNT;
  RETURN merged;
END
$fn$;
--> statement-breakpoint
-- The counts of the products already there.
DO $fill$
BEGIN
  EXECUTE product_facet_delta_sql(
    'SELECT category, subcategory, manufacturer_id, series_id, status, is_active, 1 AS n FROM products');
END
$fill$;
