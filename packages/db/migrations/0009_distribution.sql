CREATE TABLE "distribution_binding" (
	"member_id" text PRIMARY KEY NOT NULL,
	"distribution_id" text NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_cash" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"distribution_id" text NOT NULL,
	"distribution_name" varchar(64) NOT NULL,
	"price" integer NOT NULL,
	"pay_time" timestamp with time zone,
	"distribution_cash_status" varchar(20) DEFAULT 'APPLY' NOT NULL,
	"name" varchar(32) NOT NULL,
	"id_number" varchar(18) NOT NULL,
	"settlement_bank_account_name" varchar(32) NOT NULL,
	"settlement_bank_account_num" varchar(24) NOT NULL,
	"settlement_bank_branch_name" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_cash_sn_unique" UNIQUE("sn"),
	CONSTRAINT "distribution_cash_price_pos" CHECK ("distribution_cash"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "distribution_commission" (
	"order_item_sn" varchar(40) PRIMARY KEY NOT NULL,
	"order_sn" varchar(40) NOT NULL,
	"distribution_id" text NOT NULL,
	"rebate" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"sku_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"store_id" text NOT NULL,
	"commission" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_goods_sku_id_unique" UNIQUE("sku_id"),
	CONSTRAINT "distribution_goods_commission_pos" CHECK ("distribution_goods"."commission" > 0)
);
--> statement-breakpoint
CREATE TABLE "distribution_order" (
	"id" text PRIMARY KEY NOT NULL,
	"distribution_order_status" varchar(16) NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"distribution_id" text NOT NULL,
	"distribution_name" varchar(64) NOT NULL,
	"settle_cycle" timestamp with time zone,
	"rebate" integer NOT NULL,
	"sell_back_rebate" integer DEFAULT 0 NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"order_sn" varchar(40) NOT NULL,
	"order_item_sn" varchar(40) NOT NULL,
	"goods_id" text NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"sku_id" text NOT NULL,
	"specs" jsonb NOT NULL,
	"image" text NOT NULL,
	"num" integer NOT NULL,
	"flow_price" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_order_order_item_sn_unique" UNIQUE("order_item_sn")
);
--> statement-breakpoint
CREATE TABLE "distribution_selected_goods" (
	"distribution_id" text NOT NULL,
	"distribution_goods_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_selected_goods_distribution_id_distribution_goods_id_pk" PRIMARY KEY("distribution_id","distribution_goods_id")
);
--> statement-breakpoint
CREATE TABLE "distribution" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"name" varchar(32) NOT NULL,
	"id_number" varchar(18) NOT NULL,
	"rebate_total" integer DEFAULT 0 NOT NULL,
	"can_rebate" integer DEFAULT 0 NOT NULL,
	"commission_frozen" integer DEFAULT 0 NOT NULL,
	"distribution_order_count" integer DEFAULT 0 NOT NULL,
	"distribution_order_price" integer DEFAULT 0 NOT NULL,
	"distribution_status" varchar(16) DEFAULT 'APPLY' NOT NULL,
	"settlement_bank_account_name" varchar(32) NOT NULL,
	"settlement_bank_account_num" varchar(24) NOT NULL,
	"settlement_bank_branch_name" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone,
	CONSTRAINT "distribution_member_id_unique" UNIQUE("member_id"),
	CONSTRAINT "distribution_can_rebate_nonneg" CHECK ("distribution"."can_rebate" >= 0),
	CONSTRAINT "distribution_frozen_nonneg" CHECK ("distribution"."commission_frozen" >= 0),
	CONSTRAINT "distribution_rebate_total_nonneg" CHECK ("distribution"."rebate_total" >= 0)
);
--> statement-breakpoint
CREATE INDEX "distribution_cash_distribution_idx" ON "distribution_cash" USING btree ("distribution_id","create_time");--> statement-breakpoint
CREATE INDEX "distribution_commission_order_idx" ON "distribution_commission" USING btree ("order_sn");--> statement-breakpoint
CREATE INDEX "distribution_goods_store_idx" ON "distribution_goods" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "distribution_order_distribution_idx" ON "distribution_order" USING btree ("distribution_id","create_time");--> statement-breakpoint
CREATE INDEX "distribution_order_order_idx" ON "distribution_order" USING btree ("order_sn");