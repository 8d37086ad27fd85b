CREATE TABLE "platform_message" (
	"id" text PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(1000) NOT NULL,
	"message_range" varchar(16) NOT NULL,
	"admin_id" text NOT NULL,
	"admin_name" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_message" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'UN_READY' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "platform_message_time_idx" ON "platform_message" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "store_message_once" ON "store_message" USING btree ("message_id","store_id");--> statement-breakpoint
CREATE INDEX "store_message_store_idx" ON "store_message" USING btree ("store_id","status","create_time");