CREATE TABLE "goods_listing_removed" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"removed_xid" "xid8" NOT NULL
);
--> statement-breakpoint
DROP INDEX "goods_listing_category_price_up_idx";--> statement-breakpoint
DROP INDEX "goods_listing_category_price_down_idx";--> statement-breakpoint
DROP INDEX "goods_listing_category_new_idx";--> statement-breakpoint
ALTER TABLE "goods_listing" ADD COLUMN "changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_listing_removed_xid_idx" ON "goods_listing_removed" USING btree ("removed_xid");--> statement-breakpoint
CREATE INDEX "goods_listing_changed_idx" ON "goods_listing" USING btree ("changed_xid");--> statement-breakpoint
-- Every write of a listing row records its transaction, and every deletion leaves the goods id with
-- the deleting transaction (hand-written part of this migration). A node's listing index reads the
-- rows written, and the removals made, by transactions its last read could not see yet.
CREATE FUNCTION goods_listing_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_stamp BEFORE INSERT OR UPDATE ON goods_listing
  FOR EACH ROW EXECUTE FUNCTION goods_listing_stamp();
--> statement-breakpoint
CREATE FUNCTION goods_listing_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_listing_removed (goods_id, removed_xid) VALUES (OLD.goods_id, pg_current_xact_id())
  ON CONFLICT (goods_id) DO UPDATE SET removed_xid = excluded.removed_xid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_removal AFTER DELETE ON goods_listing
  FOR EACH ROW EXECUTE FUNCTION goods_listing_removal();
--> statement-breakpoint
-- Emptying the table (a test's reset) leaves one removal for every goods: '*'.
CREATE FUNCTION goods_listing_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_listing_removed (goods_id, removed_xid) VALUES ('*', pg_current_xact_id())
  ON CONFLICT (goods_id) DO UPDATE SET removed_xid = excluded.removed_xid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_emptied AFTER TRUNCATE ON goods_listing
  FOR EACH STATEMENT EXECUTE FUNCTION goods_listing_emptied();
--> statement-breakpoint
-- The new column's index is only chosen once the planner has statistics for it.
ANALYZE goods_listing;
