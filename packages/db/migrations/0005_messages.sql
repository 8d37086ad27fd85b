CREATE TABLE "member_message" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) DEFAULT '' NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(1000) NOT NULL,
	"message_id" varchar(64),
	"status" varchar(16) DEFAULT 'UN_READY' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "member_message_member_idx" ON "member_message" USING btree ("member_id","status","create_time");