-- Decision 0065. What a search word of one or two letters or digits ('12') looks up: the first two
-- characters of each run of letters and digits in a product's lower-cased name, SKU and
-- description ("12-inch" → '12' and 'in'; "TS-12D4" → 'ts' and '12'). A GIN index on it (next
-- migration) finds the products where a run starts with the word; runs of one character give no
-- key (a one-character word is tested on the rows the other words found). Runs never span two
-- columns: they are joined with a space.
CREATE FUNCTION product_word_starts(name text, sku text, description text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(DISTINCT left(run, 2)), '{}')
  FROM regexp_split_to_table(
         lower(coalesce(name, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(description, '')),
         '[^[:alnum:]]+') AS run
  WHERE length(run) >= 2
$fn$;
