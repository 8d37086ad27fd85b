CREATE TABLE "goods_listing" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"category_path" varchar(96) NOT NULL,
	"recommend" boolean NOT NULL,
	"buy_count" integer NOT NULL,
	"comment_num" integer NOT NULL,
	"grade" smallint NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"param_tags" text[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"sku_count" integer DEFAULT 0 NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"max_price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "goods_search_idx";--> statement-breakpoint
DROP INDEX "goods_param_tags_idx";--> statement-breakpoint
DROP INDEX "goods_category_path_idx";--> statement-breakpoint
DROP INDEX "goods_brand_idx";--> statement-breakpoint
CREATE INDEX "goods_listing_search_idx" ON "goods_listing" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_listing_param_tags_idx" ON "goods_listing" USING gin ("param_tags") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_listing_category_idx" ON "goods_listing" USING btree ("category_id","buy_count" DESC NULLS FIRST,"goods_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "goods_listing_category_path_idx" ON "goods_listing" USING btree ("category_path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_listing_store_idx" ON "goods_listing" USING btree ("store_id","buy_count" DESC NULLS FIRST,"goods_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "goods_listing_brand_idx" ON "goods_listing" USING btree ("brand_id");--> statement-breakpoint
-- Triggers keep goods_listing in step with goods and goods_sku (hand-written part of this migration).
CREATE FUNCTION goods_listing_sync_goods() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.id <> NEW.id) THEN
    DELETE FROM goods_listing WHERE goods_id = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN NULL;
  END IF;
  IF NEW.market_enable <> 'UPPER' OR NEW.auth_flag <> 'PASS' THEN
    DELETE FROM goods_listing WHERE goods_id = NEW.id;
    RETURN NULL;
  END IF;
  UPDATE goods_listing SET store_id = NEW.store_id, brand_id = NEW.brand_id,
    category_id = NEW.category_id, category_path = NEW.category_path, recommend = NEW.recommend,
    buy_count = NEW.buy_count, comment_num = NEW.comment_num, grade = NEW.grade,
    create_time = NEW.create_time, param_tags = NEW.param_tags, search_vector = NEW.search_vector
  WHERE goods_id = NEW.id;
  IF NOT FOUND THEN
    INSERT INTO goods_listing (goods_id, store_id, brand_id, category_id, category_path, recommend,
      buy_count, comment_num, grade, create_time, param_tags, search_vector, sku_count, min_price, max_price)
    SELECT NEW.id, NEW.store_id, NEW.brand_id, NEW.category_id, NEW.category_path, NEW.recommend,
      NEW.buy_count, NEW.comment_num, NEW.grade, NEW.create_time, NEW.param_tags, NEW.search_vector,
      count(s.id), coalesce(min(s.price), 0), coalesce(max(s.price), 0)
    FROM goods_sku s WHERE s.goods_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_sync AFTER INSERT OR DELETE OR UPDATE ON goods
  FOR EACH ROW EXECUTE FUNCTION goods_listing_sync_goods();
--> statement-breakpoint
-- SKU figures per statement (a seed inserts a thousand SKUs at once), from the transition tables.
CREATE FUNCTION goods_listing_sync_skus() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH figures AS (
    SELECT t.goods_id, count(s.id) AS n, coalesce(min(s.price), 0) AS lo, coalesce(max(s.price), 0) AS hi
    FROM (SELECT DISTINCT goods_id FROM changed_skus) t LEFT JOIN goods_sku s ON s.goods_id = t.goods_id
    GROUP BY t.goods_id
  )
  UPDATE goods_listing l SET sku_count = f.n, min_price = f.lo, max_price = f.hi
  FROM figures f WHERE l.goods_id = f.goods_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_skus_added AFTER INSERT ON goods_sku
  REFERENCING NEW TABLE AS changed_skus FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_sync_skus();
--> statement-breakpoint
CREATE TRIGGER goods_listing_skus_removed AFTER DELETE ON goods_sku
  REFERENCING OLD TABLE AS changed_skus FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_sync_skus();
--> statement-breakpoint
-- Price or owner changes, row by row (PostgreSQL allows no transition table with a column list):
-- stock updates, which every checkout makes, do not fire it.
CREATE FUNCTION goods_listing_sync_sku_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_listing l SET sku_count = f.n, min_price = f.lo, max_price = f.hi
  FROM (
    SELECT t.goods_id, count(s.id) AS n, coalesce(min(s.price), 0) AS lo, coalesce(max(s.price), 0) AS hi
    FROM (SELECT DISTINCT unnest(ARRAY[OLD.goods_id, NEW.goods_id]) AS goods_id) t
    LEFT JOIN goods_sku s ON s.goods_id = t.goods_id
    GROUP BY t.goods_id
  ) f
  WHERE l.goods_id = f.goods_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_skus_repriced AFTER UPDATE OF price, goods_id ON goods_sku
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.goods_id IS DISTINCT FROM NEW.goods_id)
  EXECUTE FUNCTION goods_listing_sync_sku_row();
--> statement-breakpoint
INSERT INTO goods_listing (goods_id, store_id, brand_id, category_id, category_path, recommend,
  buy_count, comment_num, grade, create_time, param_tags, search_vector, sku_count, min_price, max_price)
SELECT g.id, g.store_id, g.brand_id, g.category_id, g.category_path, g.recommend, g.buy_count,
  g.comment_num, g.grade, g.create_time, g.param_tags, g.search_vector,
  count(s.id), coalesce(min(s.price), 0), coalesce(max(s.price), 0)
FROM goods g LEFT JOIN goods_sku s ON s.goods_id = g.id
WHERE g.market_enable = 'UPPER' AND g.auth_flag = 'PASS'
GROUP BY g.id;
