CREATE TABLE "reconciliation_difference" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" varchar(24) NOT NULL,
	"bill_date" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"type" varchar(24) NOT NULL,
	"key" varchar(64) NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"provider_no" varchar(64),
	"gateway_amount" integer,
	"local_amount" integer,
	"local_status" varchar(16),
	"status" varchar(16) DEFAULT 'OPEN' NOT NULL,
	"note" varchar(500),
	"resolved_by" text,
	"resolver_name" varchar(64),
	"resolved_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_line" (
	"provider" varchar(24) NOT NULL,
	"bill_date" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"key" varchar(64) NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"provider_no" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"time" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_run" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" varchar(24) NOT NULL,
	"bill_date" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(300),
	"gateway_payments" integer DEFAULT 0 NOT NULL,
	"gateway_refunds" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"payment_total" integer DEFAULT 0 NOT NULL,
	"refund_total" integer DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"run_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_difference_key_idx" ON "reconciliation_difference" USING btree ("provider","bill_date","kind","key");--> statement-breakpoint
CREATE INDEX "reconciliation_difference_status_idx" ON "reconciliation_difference" USING btree ("status","bill_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_line_key_idx" ON "reconciliation_line" USING btree ("provider","bill_date","kind","key");--> statement-breakpoint
CREATE INDEX "reconciliation_line_lookup_idx" ON "reconciliation_line" USING btree ("provider","kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_run_day_idx" ON "reconciliation_run" USING btree ("provider","bill_date");