CREATE TABLE "product_search_words" (
	"word" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL
);
--> statement-breakpoint
-- Decision 0063. The words of products' rows with each one's bounds, as a query over `source`
-- (rows with name, sku and description): split on ASCII whitespace only, which a search word never
-- holds (it is split on every kind), so a word found inside a column is inside one of its words.
CREATE FUNCTION product_search_words_sql(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($q$
  SELECT word, min(name_key) AS first_name, max(name_key) AS last_name
  FROM (SELECT lower(name) AS name_key,
               regexp_split_to_table(lower(name) || ' ' || lower(sku) || ' ' || lower(coalesce(description, '')),
                                     '[ \t\n\r\f\v]+') AS word
        FROM (%s) AS written) AS words
  WHERE word <> ''
  GROUP BY word
$q$, source)
$fn$;
--> statement-breakpoint
-- The words of the products already there.
DO $fill$
BEGIN
  EXECUTE format('INSERT INTO product_search_words (word, first_name, last_name) %s',
                 product_search_words_sql('SELECT name, sku, description FROM products'));
END
$fill$;
--> statement-breakpoint
CREATE INDEX "product_search_words_word_idx" ON "product_search_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "product_search_words_word_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
-- Statistics now: autovacuum would take its time over a table filled in one statement.
ANALYZE "product_search_words";--> statement-breakpoint
-- One trigger per statement: a row for each word the statement's products bring that is new or
-- sorts outside its bounds. Only inserts: concurrent writers never wait on each other here.
CREATE FUNCTION product_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  written text := 'SELECT name, sku, description FROM new_rows';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    written := 'SELECT n.name, n.sku, n.description FROM new_rows n JOIN old_rows o ON o.id = n.id '
      || 'WHERE (n.name, n.sku, n.description) IS DISTINCT FROM (o.name, o.sku, o.description)';
  END IF;
  EXECUTE format($q$
    INSERT INTO product_search_words (word, first_name, last_name)
    SELECT w.word, w.first_name, w.last_name FROM (%s) AS w
    WHERE NOT EXISTS (
      SELECT 1 FROM product_search_words s WHERE s.word = w.word
      HAVING min(s.first_name) <= w.first_name AND max(s.last_name) >= w.last_name)
  $q$, product_search_words_sql(written));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_add();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_add();
--> statement-breakpoint
CREATE FUNCTION product_search_words_clear() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM product_search_words;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_clear();
