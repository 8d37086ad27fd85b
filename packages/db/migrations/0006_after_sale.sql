CREATE TABLE "after_sale_log" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"operator_id" text NOT NULL,
	"operator_type" varchar(16) NOT NULL,
	"operator_name" varchar(64) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"message" varchar(500) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_reason" (
	"id" text PRIMARY KEY NOT NULL,
	"service_type" varchar(16) NOT NULL,
	"reason" varchar(64) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"order_sn" varchar(40) NOT NULL,
	"order_item_sn" varchar(40) NOT NULL,
	"trade_sn" varchar(40) NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"num" integer NOT NULL,
	"goods_image" text NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"specs" jsonb NOT NULL,
	"flow_price" integer NOT NULL,
	"reason" varchar(64) NOT NULL,
	"problem_desc" varchar(500) NOT NULL,
	"after_sale_image" text DEFAULT '' NOT NULL,
	"service_type" varchar(16) NOT NULL,
	"service_status" varchar(20) DEFAULT 'APPLY' NOT NULL,
	"refund_way" varchar(16) NOT NULL,
	"account_type" varchar(24),
	"bank_account_number" varchar(40),
	"bank_account_name" varchar(40),
	"bank_deposit_name" varchar(64),
	"audit_remark" varchar(200),
	"pay_order_no" varchar(64),
	"apply_refund_price" integer NOT NULL,
	"actual_refund_price" integer,
	"refund_point" integer,
	"refund_time" timestamp with time zone,
	"m_logistics_no" varchar(64),
	"m_logistics_code" text,
	"m_logistics_name" varchar(64),
	"m_deliver_time" varchar(10),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone,
	CONSTRAINT "after_sale_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "store_after_sale_address" (
	"store_id" text PRIMARY KEY NOT NULL,
	"sales_consignee_name" varchar(32) NOT NULL,
	"sales_consignee_mobile" varchar(20) NOT NULL,
	"sales_consignee_address_id" varchar(100) NOT NULL,
	"sales_consignee_address_path" varchar(200) NOT NULL,
	"sales_consignee_detail" varchar(140) NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "return_goods_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "after_sale_log_sn_idx" ON "after_sale_log" USING btree ("sn","create_time");--> statement-breakpoint
CREATE INDEX "after_sale_reason_type_idx" ON "after_sale_reason" USING btree ("service_type","sort");--> statement-breakpoint
CREATE INDEX "after_sale_member_idx" ON "after_sale" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "after_sale_store_idx" ON "after_sale" USING btree ("store_id","service_status");--> statement-breakpoint
CREATE INDEX "after_sale_item_idx" ON "after_sale" USING btree ("order_item_sn");--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_return_num" CHECK ("order_item"."return_goods_number" between 0 and "order_item"."num");