CREATE TABLE "bill_flow" (
	"id" text PRIMARY KEY NOT NULL,
	"bill_sn" varchar(40) NOT NULL,
	"store_id" text NOT NULL,
	"flow_type" varchar(8) NOT NULL,
	"sn" varchar(40) NOT NULL,
	"order_sn" varchar(40) NOT NULL,
	"price" integer NOT NULL,
	"commission_price" integer NOT NULL,
	"distribution_commission" integer NOT NULL,
	"site_coupon_commission" integer NOT NULL,
	"final_price" integer NOT NULL,
	"flow_time" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"order_price" integer NOT NULL,
	"refund_price" integer NOT NULL,
	"commission_price" integer NOT NULL,
	"refund_commission_price" integer NOT NULL,
	"distribution_commission" integer NOT NULL,
	"distribution_refund_commission" integer NOT NULL,
	"site_coupon_commission" integer NOT NULL,
	"bill_price" integer NOT NULL,
	"order_count" integer NOT NULL,
	"refund_count" integer NOT NULL,
	"bill_status" varchar(16) DEFAULT 'OUT' NOT NULL,
	"pay_reference" varchar(64),
	"check_time" timestamp with time zone,
	"examine_time" timestamp with time zone,
	"pay_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bill_flow_sn_idx" ON "bill_flow" USING btree ("flow_type","sn");--> statement-breakpoint
CREATE INDEX "bill_flow_bill_idx" ON "bill_flow" USING btree ("bill_sn","flow_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_store_period_idx" ON "bill" USING btree ("store_id","start_time");--> statement-breakpoint
CREATE INDEX "bill_store_idx" ON "bill" USING btree ("store_id","end_time");--> statement-breakpoint
CREATE INDEX "bill_status_idx" ON "bill" USING btree ("bill_status","end_time");