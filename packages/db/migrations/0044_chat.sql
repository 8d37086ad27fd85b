CREATE TABLE "chat_block" (
	"store_id" text NOT NULL,
	"member_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_block_store_id_member_id_pk" PRIMARY KEY("store_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_conversation" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"store_id" text NOT NULL,
	"clerk_member_id" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_time" timestamp with time zone,
	"last_preview" varchar(100) DEFAULT '' NOT NULL,
	"last_type" varchar(10) DEFAULT 'TEXT' NOT NULL,
	"buyer_unread" integer DEFAULT 0 NOT NULL,
	"store_unread" integer DEFAULT 0 NOT NULL,
	"buyer_delivered_seq" integer DEFAULT 0 NOT NULL,
	"buyer_read_seq" integer DEFAULT 0 NOT NULL,
	"store_delivered_seq" integer DEFAULT 0 NOT NULL,
	"store_read_seq" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"off_hours_replied_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"seq" integer NOT NULL,
	"sender" varchar(8) NOT NULL,
	"sender_member_id" text,
	"sender_name" varchar(64) DEFAULT '' NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"type" varchar(10) NOT NULL,
	"content" text NOT NULL,
	"card" jsonb,
	"client_id" varchar(64),
	"masked" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_quick_reply" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"content" varchar(500) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sensitive_word" (
	"id" text PRIMARY KEY NOT NULL,
	"word" varchar(32) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_store_setting" (
	"store_id" text PRIMARY KEY NOT NULL,
	"greeting" varchar(500) DEFAULT '' NOT NULL,
	"off_hours_reply" varchar(500) DEFAULT '' NOT NULL,
	"hours_start" smallint DEFAULT 540 NOT NULL,
	"hours_end" smallint DEFAULT 1320 NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_pair_uq" ON "chat_conversation" USING btree ("member_id","store_id");--> statement-breakpoint
CREATE INDEX "chat_conversation_store_idx" ON "chat_conversation" USING btree ("store_id","last_message_time");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_seq_uq" ON "chat_message" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_uq" ON "chat_message" USING btree ("conversation_id","sender","client_id");--> statement-breakpoint
CREATE INDEX "chat_quick_reply_store_idx" ON "chat_quick_reply" USING btree ("store_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sensitive_word_uq" ON "chat_sensitive_word" USING btree ("word");