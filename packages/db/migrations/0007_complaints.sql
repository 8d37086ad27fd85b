CREATE TABLE "order_complaint_communication" (
	"id" text PRIMARY KEY NOT NULL,
	"complain_id" text NOT NULL,
	"content" varchar(500) NOT NULL,
	"owner" varchar(16) NOT NULL,
	"owner_id" text NOT NULL,
	"owner_name" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_complaint_log" (
	"id" text PRIMARY KEY NOT NULL,
	"complain_id" text NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"operator_type" varchar(16) NOT NULL,
	"operator_id" text NOT NULL,
	"operator_name" varchar(64) NOT NULL,
	"message" varchar(500) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_complaint" (
	"id" text PRIMARY KEY NOT NULL,
	"complain_topic" varchar(64) NOT NULL,
	"content" varchar(500) NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"complain_status" varchar(20) DEFAULT 'NEW' NOT NULL,
	"appeal_content" varchar(500),
	"appeal_time" timestamp with time zone,
	"appeal_images" text,
	"arbitration_result" varchar(500),
	"order_sn" varchar(40) NOT NULL,
	"order_item_sn" varchar(40) NOT NULL,
	"order_time" timestamp with time zone NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"goods_image" text NOT NULL,
	"goods_price" integer NOT NULL,
	"num" integer NOT NULL,
	"freight_price" integer NOT NULL,
	"order_price" integer NOT NULL,
	"logistics_no" varchar(64),
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"consignee_name" varchar(32),
	"consignee_address_path" varchar(200),
	"consignee_mobile" varchar(20),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "complain_id" text;--> statement-breakpoint
CREATE INDEX "order_complaint_comm_idx" ON "order_complaint_communication" USING btree ("complain_id","create_time");--> statement-breakpoint
CREATE INDEX "order_complaint_log_idx" ON "order_complaint_log" USING btree ("complain_id","create_time");--> statement-breakpoint
CREATE INDEX "order_complaint_member_idx" ON "order_complaint" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "order_complaint_store_idx" ON "order_complaint" USING btree ("store_id","create_time");--> statement-breakpoint
CREATE INDEX "order_complaint_item_idx" ON "order_complaint" USING btree ("order_item_sn");