CREATE TABLE "pintuan_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"pintuan_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "pintuan_goods_price" CHECK ("pintuan_goods"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "pintuan_group" (
	"id" text PRIMARY KEY NOT NULL,
	"pintuan_id" text NOT NULL,
	"store_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"leader_member_id" text NOT NULL,
	"leader_order_sn" text NOT NULL,
	"required_num" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"status" varchar(8) DEFAULT 'FORMING' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"finish_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pintuan_group_places" CHECK ("pintuan_group"."paid" >= 0 and "pintuan_group"."paid" <= "pintuan_group"."taken" and "pintuan_group"."taken" <= "pintuan_group"."required_num")
);
--> statement-breakpoint
CREATE TABLE "pintuan_member" (
	"group_id" text NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"face" text,
	"order_sn" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pintuan" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"goods_id" text NOT NULL,
	"promotion_name" varchar(64) NOT NULL,
	"required_num" integer NOT NULL,
	"limit_hours" integer NOT NULL,
	"fictitious" boolean DEFAULT false NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"close_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pintuan_window" CHECK ("pintuan"."end_time" > "pintuan"."start_time"),
	CONSTRAINT "pintuan_size" CHECK ("pintuan"."required_num" between 2 and 10),
	CONSTRAINT "pintuan_hours" CHECK ("pintuan"."limit_hours" between 1 and 72)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pintuan_group_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pintuan_goods_uq" ON "pintuan_goods" USING btree ("pintuan_id","sku_id");--> statement-breakpoint
CREATE INDEX "pintuan_goods_sku_idx" ON "pintuan_goods" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "pintuan_group_goods_idx" ON "pintuan_group" USING btree ("goods_id","status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "pintuan_group_leader_uq" ON "pintuan_group" USING btree ("leader_order_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "pintuan_member_uq" ON "pintuan_member" USING btree ("group_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pintuan_member_order_uq" ON "pintuan_member" USING btree ("order_sn");--> statement-breakpoint
CREATE INDEX "pintuan_store_idx" ON "pintuan" USING btree ("store_id","end_time");--> statement-breakpoint
CREATE INDEX "pintuan_goods_idx" ON "pintuan" USING btree ("goods_id","end_time");