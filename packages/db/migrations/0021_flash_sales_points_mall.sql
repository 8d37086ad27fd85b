CREATE TABLE "points_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"sku_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"store_id" text NOT NULL,
	"category_id" text NOT NULL,
	"points" integer NOT NULL,
	"active_stock" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_goods_stock_not_negative" CHECK ("points_goods"."active_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_goods_category" (
	"id" text PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"seckill_id" text NOT NULL,
	"time_line" integer NOT NULL,
	"sku_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"store_id" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sales_num" integer DEFAULT 0 NOT NULL,
	"limit_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seckill_goods_sales_within_quantity" CHECK ("seckill_goods"."sales_num" <= "seckill_goods"."quantity")
);
--> statement-breakpoint
CREATE TABLE "seckill_member_buy" (
	"seckill_goods_id" text NOT NULL,
	"member_id" text NOT NULL,
	"num" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill" (
	"id" text PRIMARY KEY NOT NULL,
	"seckill_name" varchar(64) NOT NULL,
	"hours" integer[] NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "seckill_goods_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "points_goods_sku_uq" ON "points_goods" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seckill_goods_session_sku_uq" ON "seckill_goods" USING btree ("seckill_id","time_line","sku_id");--> statement-breakpoint
CREATE INDEX "seckill_goods_sku_idx" ON "seckill_goods" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seckill_member_buy_uq" ON "seckill_member_buy" USING btree ("seckill_goods_id","member_id");