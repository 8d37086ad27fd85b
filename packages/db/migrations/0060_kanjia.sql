CREATE TABLE "kanjia_bargain" (
	"id" text PRIMARY KEY NOT NULL,
	"kanjia_goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"face" text,
	"start_price" integer NOT NULL,
	"floor_price" integer NOT NULL,
	"current_price" integer NOT NULL,
	"status" varchar(8) DEFAULT 'START' NOT NULL,
	"order_sn" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanjia_bargain_price" CHECK ("kanjia_bargain"."current_price" >= "kanjia_bargain"."floor_price" and "kanjia_bargain"."current_price" <= "kanjia_bargain"."start_price")
);
--> statement-breakpoint
CREATE TABLE "kanjia_cut" (
	"id" text PRIMARY KEY NOT NULL,
	"bargain_id" text NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"face" text,
	"amount" integer NOT NULL,
	"price_after" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanjia_cut_amount" CHECK ("kanjia_cut"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "kanjia_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"promotion_name" varchar(64) NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"start_price" integer NOT NULL,
	"floor_price" integer NOT NULL,
	"lowest_cut" integer NOT NULL,
	"highest_cut" integer NOT NULL,
	"stock" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"close_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanjia_goods_window" CHECK ("kanjia_goods"."end_time" > "kanjia_goods"."start_time"),
	CONSTRAINT "kanjia_goods_prices" CHECK ("kanjia_goods"."floor_price" > 0 and "kanjia_goods"."floor_price" < "kanjia_goods"."start_price"),
	CONSTRAINT "kanjia_goods_cuts" CHECK ("kanjia_goods"."lowest_cut" > 0 and "kanjia_goods"."lowest_cut" <= "kanjia_goods"."highest_cut"),
	CONSTRAINT "kanjia_goods_stock" CHECK ("kanjia_goods"."stock" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kanjia_bargain_member_uq" ON "kanjia_bargain" USING btree ("kanjia_goods_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kanjia_bargain_order_uq" ON "kanjia_bargain" USING btree ("order_sn");--> statement-breakpoint
CREATE INDEX "kanjia_bargain_member_idx" ON "kanjia_bargain" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "kanjia_cut_member_uq" ON "kanjia_cut" USING btree ("bargain_id","member_id");--> statement-breakpoint
CREATE INDEX "kanjia_goods_sku_idx" ON "kanjia_goods" USING btree ("sku_id","end_time");--> statement-breakpoint
CREATE INDEX "kanjia_goods_goods_idx" ON "kanjia_goods" USING btree ("goods_id","end_time");