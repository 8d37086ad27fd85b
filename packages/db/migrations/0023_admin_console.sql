CREATE TABLE "store_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'APPLY' NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"company_name" varchar(64) DEFAULT '' NOT NULL,
	"company_address_path" varchar(128) DEFAULT '' NOT NULL,
	"company_address" varchar(128) DEFAULT '' NOT NULL,
	"company_phone" varchar(32) DEFAULT '' NOT NULL,
	"company_email" varchar(64) DEFAULT '' NOT NULL,
	"link_name" varchar(32) DEFAULT '' NOT NULL,
	"link_phone" varchar(16) DEFAULT '' NOT NULL,
	"license_num" varchar(32) DEFAULT '' NOT NULL,
	"scope" varchar(500) DEFAULT '' NOT NULL,
	"licence_photo" text DEFAULT '' NOT NULL,
	"legal_name" varchar(32) DEFAULT '' NOT NULL,
	"legal_id" varchar(18) DEFAULT '' NOT NULL,
	"legal_photo" text DEFAULT '' NOT NULL,
	"settlement_bank_account_name" varchar(64) DEFAULT '' NOT NULL,
	"settlement_bank_account_num" varchar(32) DEFAULT '' NOT NULL,
	"settlement_bank_branch_name" varchar(64) DEFAULT '' NOT NULL,
	"settlement_bank_joint_name" varchar(32) DEFAULT '' NOT NULL,
	"store_name" varchar(64) DEFAULT '' NOT NULL,
	"store_logo" text DEFAULT '' NOT NULL,
	"store_desc" varchar(500) DEFAULT '' NOT NULL,
	"goods_management_category" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refuse_reason" varchar(200),
	"store_id" text,
	"submit_time" timestamp with time zone,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_user" ADD COLUMN "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "admin_user" ADD COLUMN "totp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "store_apply_member_uq" ON "store_apply" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "store_apply_status_idx" ON "store_apply" USING btree ("status","submit_time");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_user_username_lower_uq" ON "admin_user" USING btree (lower("username"));--> statement-breakpoint
-- Hand-written: a closed store's goods leave the search listing at once and come back when it reopens.
-- The goods trigger of 0012 now lists goods only while their store is OPEN ...
CREATE OR REPLACE FUNCTION goods_listing_sync_goods() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.id <> NEW.id) THEN
    DELETE FROM goods_listing WHERE goods_id = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN NULL;
  END IF;
  IF NEW.market_enable <> 'UPPER' OR NEW.auth_flag <> 'PASS'
    OR NOT EXISTS (SELECT 1 FROM store WHERE id = NEW.store_id AND store_disable = 'OPEN') THEN
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
-- ... and a store changing state drops its listing rows, or re-lists its goods through that trigger.
CREATE FUNCTION goods_listing_sync_store() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.store_disable = 'OPEN' THEN
    UPDATE goods SET market_enable = market_enable WHERE store_id = NEW.id;
  ELSE
    DELETE FROM goods_listing WHERE store_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_listing_store_state AFTER UPDATE OF store_disable ON store
  FOR EACH ROW WHEN (OLD.store_disable IS DISTINCT FROM NEW.store_disable)
  EXECUTE FUNCTION goods_listing_sync_store();
