CREATE TABLE "traffic_daily" (
	"day" varchar(10) NOT NULL,
	"store_id" text NOT NULL,
	"goods_id" text DEFAULT '' NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_daily_day_store_id_goods_id_pk" PRIMARY KEY("day","store_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "traffic_visitor" (
	"day" varchar(10) NOT NULL,
	"store_id" text NOT NULL,
	"goods_id" text DEFAULT '' NOT NULL,
	"visitor" varchar(32) NOT NULL,
	CONSTRAINT "traffic_visitor_day_store_id_goods_id_visitor_pk" PRIMARY KEY("day","store_id","goods_id","visitor")
);
--> statement-breakpoint
CREATE INDEX "traffic_daily_store_idx" ON "traffic_daily" USING btree ("store_id","day");--> statement-breakpoint
-- The operator console's new 统计 area (decision 158): the demo's read-only auditor role reads it too.
UPDATE "admin_role" SET "permissions" = "permissions" || '["statistics:read"]'::jsonb
WHERE "id" = '1000000000000000911' AND NOT ("permissions" @> '["statistics:read"]'::jsonb);
