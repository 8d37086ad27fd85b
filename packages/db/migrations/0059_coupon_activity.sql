CREATE TABLE "coupon_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"promotion_name" varchar(64) NOT NULL,
	"coupon_activity_type" varchar(16) NOT NULL,
	"activity_scope" varchar(16) DEFAULT 'ALL' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"send_status" varchar(12) DEFAULT 'WAITING' NOT NULL,
	"send_cursor" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_activity_window" CHECK ("coupon_activity"."end_time" > "coupon_activity"."start_time")
);
--> statement-breakpoint
CREATE TABLE "coupon_activity_grant" (
	"activity_id" text NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"coupon_id" text NOT NULL,
	"coupon_name" varchar(64) NOT NULL,
	"num" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_activity_item" (
	"activity_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"num" integer NOT NULL,
	CONSTRAINT "coupon_activity_item_num" CHECK ("coupon_activity_item"."num" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "coupon_activity_member" (
	"activity_id" text NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coupon_activity_type_idx" ON "coupon_activity" USING btree ("coupon_activity_type","status","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_activity_grant_uq" ON "coupon_activity_grant" USING btree ("activity_id","member_id","coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_activity_grant_activity_idx" ON "coupon_activity_grant" USING btree ("activity_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_activity_item_uq" ON "coupon_activity_item" USING btree ("activity_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_activity_member_uq" ON "coupon_activity_member" USING btree ("activity_id","member_id");