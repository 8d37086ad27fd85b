CREATE TABLE "coupon_receipt" (
	"coupon_id" text NOT NULL,
	"member_id" text NOT NULL,
	"num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text DEFAULT '0' NOT NULL,
	"store_name" varchar(64) DEFAULT '平台' NOT NULL,
	"coupon_name" varchar(64) NOT NULL,
	"coupon_type" varchar(16) NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"consume_threshold" integer DEFAULT 0 NOT NULL,
	"scope_type" varchar(32) DEFAULT 'ALL' NOT NULL,
	"scope_id" text DEFAULT '' NOT NULL,
	"get_type" varchar(16) DEFAULT 'FREE' NOT NULL,
	"range_day_type" varchar(16) DEFAULT 'FIXEDTIME' NOT NULL,
	"effective_days" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"publish_num" integer DEFAULT 0 NOT NULL,
	"coupon_limit_num" integer DEFAULT 1 NOT NULL,
	"received_num" integer DEFAULT 0 NOT NULL,
	"used_num" integer DEFAULT 0 NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_received_within_publish" CHECK ("coupon"."publish_num" = 0 or "coupon"."received_num" <= "coupon"."publish_num")
);
--> statement-breakpoint
CREATE TABLE "member_coupon" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"coupon_name" varchar(64) NOT NULL,
	"coupon_type" varchar(16) NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"consume_threshold" integer DEFAULT 0 NOT NULL,
	"scope_type" varchar(32) NOT NULL,
	"scope_id" text DEFAULT '' NOT NULL,
	"get_type" varchar(16) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"member_coupon_status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"consumption_time" timestamp with time zone,
	"used_order_sn" varchar(40),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_line" (
	"member_id" text NOT NULL,
	"way" varchar(16) NOT NULL,
	"sku_id" text NOT NULL,
	"num" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_member_id_way_sku_id_pk" PRIMARY KEY("member_id","way","sku_id"),
	CONSTRAINT "cart_line_num_pos" CHECK ("cart_line"."num" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_state" (
	"member_id" text NOT NULL,
	"way" varchar(16) NOT NULL,
	"address_id" text,
	"store_address_id" text,
	"delivery_method" varchar(24) DEFAULT 'LOGISTICS' NOT NULL,
	"receipt" jsonb,
	"platform_coupon_id" text,
	"store_coupons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_state_member_id_way_pk" PRIMARY KEY("member_id","way")
);
--> statement-breakpoint
CREATE TABLE "member_address" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name" varchar(32) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"consignee_address_path" varchar(200) NOT NULL,
	"consignee_address_id_path" varchar(100) NOT NULL,
	"detail" varchar(140) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"alias" varchar(20),
	"lon" varchar(20),
	"lat" varchar(20),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"order_sn" varchar(40) NOT NULL,
	"trade_sn" varchar(40) NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"category_id" text NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"image" text NOT NULL,
	"specs" jsonb NOT NULL,
	"num" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"sub_total" integer NOT NULL,
	"goods_price" integer NOT NULL,
	"coupon_price" integer DEFAULT 0 NOT NULL,
	"flow_price" integer NOT NULL,
	"after_sale_status" varchar(20) DEFAULT 'NEW' NOT NULL,
	"comment_status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"complain_status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"is_refund" varchar(16) DEFAULT 'NO_REFUND' NOT NULL,
	"refund_price" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_item_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "order_log" (
	"id" text PRIMARY KEY NOT NULL,
	"order_sn" varchar(40) NOT NULL,
	"operator_id" text NOT NULL,
	"operator_type" varchar(16) NOT NULL,
	"operator_name" varchar(64) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"message" varchar(500) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_receipt" (
	"id" text PRIMARY KEY NOT NULL,
	"order_sn" varchar(40) NOT NULL,
	"receipt_title" varchar(100) NOT NULL,
	"taxpayer_id" varchar(40) DEFAULT '' NOT NULL,
	"receipt_content" varchar(100) NOT NULL,
	"receipt_price" integer NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"receipt_status" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_receipt_order_sn_unique" UNIQUE("order_sn")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"trade_sn" varchar(40) NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"order_status" varchar(20) DEFAULT 'UNPAID' NOT NULL,
	"pay_status" varchar(16) DEFAULT 'UNPAID' NOT NULL,
	"deliver_status" varchar(20) DEFAULT 'UNDELIVERED' NOT NULL,
	"order_type" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"order_promotion_type" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"payment_method" varchar(24),
	"payment_time" timestamp with time zone,
	"receivable_no" varchar(64),
	"delivery_method" varchar(24) DEFAULT 'LOGISTICS' NOT NULL,
	"consignee_name" varchar(32),
	"consignee_mobile" varchar(20),
	"consignee_address_path" varchar(200),
	"consignee_address_id_path" varchar(100),
	"consignee_detail" varchar(140),
	"store_address_path" varchar(200),
	"store_address_mobile" varchar(20),
	"store_address_center" varchar(64),
	"flow_price" integer NOT NULL,
	"goods_price" integer NOT NULL,
	"freight_price" integer DEFAULT 0 NOT NULL,
	"discount_price" integer DEFAULT 0 NOT NULL,
	"coupon_price" integer DEFAULT 0 NOT NULL,
	"update_price" integer DEFAULT 0 NOT NULL,
	"price_detail" jsonb NOT NULL,
	"goods_num" integer NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"seller_remark" varchar(200),
	"cancel_reason" varchar(200),
	"logistics_no" varchar(64),
	"logistics_code" text,
	"logistics_name" varchar(64),
	"logistics_time" timestamp with time zone,
	"complete_time" timestamp with time zone,
	"client_type" varchar(16) DEFAULT 'PC' NOT NULL,
	"need_receipt" boolean DEFAULT false NOT NULL,
	"use_platform_member_coupon_id" text,
	"use_store_member_coupon_ids" text,
	"delete_flag" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone,
	CONSTRAINT "orders_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "store_address" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"address_name" varchar(64) NOT NULL,
	"center" varchar(64) DEFAULT '' NOT NULL,
	"address" varchar(200) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"payment_method" varchar(24),
	"pay_status" varchar(16) DEFAULT 'UNPAID' NOT NULL,
	"flow_price" integer NOT NULL,
	"goods_price" integer NOT NULL,
	"freight_price" integer DEFAULT 0 NOT NULL,
	"discount_price" integer DEFAULT 0 NOT NULL,
	"coupon_price" integer DEFAULT 0 NOT NULL,
	"delivery_method" varchar(24) NOT NULL,
	"consignee_name" varchar(32),
	"consignee_mobile" varchar(20),
	"consignee_address_path" varchar(200),
	"consignee_address_id_path" varchar(100),
	"client_type" varchar(16) DEFAULT 'PC' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone,
	CONSTRAINT "trade_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "member_wallet" (
	"member_id" text PRIMARY KEY NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"frozen" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_wallet_balance_nonneg" CHECK ("member_wallet"."balance" >= 0),
	CONSTRAINT "member_wallet_frozen_nonneg" CHECK ("member_wallet"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_intent" (
	"out_trade_no" varchar(40) PRIMARY KEY NOT NULL,
	"order_type" varchar(16) NOT NULL,
	"sn" varchar(40) NOT NULL,
	"member_id" text NOT NULL,
	"payment_method" varchar(24) NOT NULL,
	"payment_client" varchar(16) NOT NULL,
	"provider" varchar(24) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"paid_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge" (
	"id" text PRIMARY KEY NOT NULL,
	"recharge_sn" varchar(40) NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"recharge_money" integer NOT NULL,
	"pay_status" varchar(16) DEFAULT 'UNPAID' NOT NULL,
	"recharge_way" varchar(24),
	"receivable_no" varchar(64),
	"pay_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_recharge_sn_unique" UNIQUE("recharge_sn")
);
--> statement-breakpoint
CREATE TABLE "wallet_log" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"money" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"service_type" varchar(24) NOT NULL,
	"detail" varchar(200) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"apply_money" integer NOT NULL,
	"apply_status" varchar(20) DEFAULT 'APPLY' NOT NULL,
	"real_name" varchar(32) NOT NULL,
	"connect_number" varchar(40) NOT NULL,
	"inspect_remark" varchar(200),
	"inspect_time" timestamp with time zone,
	"error_message" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_apply_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_receipt_uq" ON "coupon_receipt" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE INDEX "coupon_centre_idx" ON "coupon" USING btree ("get_type","status","end_time");--> statement-breakpoint
CREATE INDEX "member_coupon_member_idx" ON "member_coupon" USING btree ("member_id","member_coupon_status","end_time");--> statement-breakpoint
CREATE INDEX "member_coupon_coupon_idx" ON "member_coupon" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE INDEX "member_address_member_idx" ON "member_address" USING btree ("member_id","is_default");--> statement-breakpoint
CREATE INDEX "order_item_order_idx" ON "order_item" USING btree ("order_sn");--> statement-breakpoint
CREATE INDEX "order_log_order_idx" ON "order_log" USING btree ("order_sn","create_time");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","delete_flag","order_status");--> statement-breakpoint
CREATE INDEX "orders_trade_idx" ON "orders" USING btree ("trade_sn");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("create_time") WHERE order_status = 'UNPAID';--> statement-breakpoint
CREATE INDEX "store_address_store_idx" ON "store_address" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "trade_member_idx" ON "trade" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "payment_intent_sn_idx" ON "payment_intent" USING btree ("order_type","sn");--> statement-breakpoint
CREATE INDEX "recharge_member_idx" ON "recharge" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "wallet_log_member_idx" ON "wallet_log" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "withdraw_apply_member_idx" ON "withdraw_apply" USING btree ("member_id","create_time");