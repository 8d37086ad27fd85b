CREATE TABLE "payment_event" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" varchar(24) NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"provider" varchar(24) NOT NULL,
	"dedupe" varchar(160) NOT NULL,
	"detail" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refund" (
	"refund_no" varchar(64) PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"provider" varchar(24) NOT NULL,
	"amount" integer NOT NULL,
	"source" varchar(24) NOT NULL,
	"source_sn" varchar(40) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"provider_refund_no" varchar(64),
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"refund_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_amount_positive" CHECK ("payment_refund"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "provider_trade_no" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "closed_time" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_event_dedupe_idx" ON "payment_event" USING btree ("dedupe");--> statement-breakpoint
CREATE INDEX "payment_refund_trade_idx" ON "payment_refund" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payment_refund_status_idx" ON "payment_refund" USING btree ("status");