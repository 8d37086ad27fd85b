CREATE TABLE "full_discount_goods" (
	"full_discount_id" text NOT NULL,
	"goods_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "full_discount" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"promotion_name" varchar(64) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"full_money" integer NOT NULL,
	"discount_type" varchar(8) NOT NULL,
	"full_minus" integer DEFAULT 0 NOT NULL,
	"full_rate" integer DEFAULT 0 NOT NULL,
	"scope_type" varchar(16) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"close_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "full_discount_window" CHECK ("full_discount"."end_time" > "full_discount"."start_time"),
	CONSTRAINT "full_discount_value" CHECK (("full_discount"."discount_type" = 'MINUS' and "full_discount"."full_minus" > 0 and "full_discount"."full_minus" <= "full_discount"."full_money") or ("full_discount"."discount_type" = 'RATE' and "full_discount"."full_rate" between 1 and 99))
);
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "discount_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "full_discount_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_bearer" varchar(8);--> statement-breakpoint
CREATE UNIQUE INDEX "full_discount_goods_uq" ON "full_discount_goods" USING btree ("full_discount_id","goods_id");--> statement-breakpoint
CREATE INDEX "full_discount_goods_goods_idx" ON "full_discount_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "full_discount_store_idx" ON "full_discount" USING btree ("store_id","end_time");