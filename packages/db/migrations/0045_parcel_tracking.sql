CREATE TABLE "parcel_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_sn" varchar(40) NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"context" text NOT NULL,
	"provider_state" varchar(8),
	"area_name" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "parcel" (
	"order_sn" varchar(40) PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"provider" varchar(16) NOT NULL,
	"carrier_code" varchar(32) NOT NULL,
	"provider_com" varchar(32),
	"tracking_no" varchar(64) NOT NULL,
	"salt" varchar(64),
	"subscription" varchar(12) NOT NULL,
	"subscription_note" varchar(200),
	"subscribe_attempts" integer DEFAULT 0 NOT NULL,
	"subscribed_at" timestamp with time zone,
	"state" varchar(12),
	"state_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"last_push_at" timestamp with time zone,
	"last_query_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_event_uq" ON "parcel_event" USING btree ("order_sn","time","context");--> statement-breakpoint
CREATE INDEX "parcel_tracking_no_idx" ON "parcel" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "parcel_subscription_idx" ON "parcel" USING btree ("subscription");