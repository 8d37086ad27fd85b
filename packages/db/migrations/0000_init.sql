CREATE TABLE "logistics" (
	"id" text PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"stand_by" text,
	"form_items" text,
	"disabled" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"international" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "page_data" (
	"id" text PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"page_data" text NOT NULL,
	"page_show" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"page_type" varchar(16) NOT NULL,
	"page_client_type" varchar(16) NOT NULL,
	"num" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"id" varchar(12) PRIMARY KEY NOT NULL,
	"parent_id" varchar(12) NOT NULL,
	"name" varchar(64) NOT NULL,
	"level" varchar(16) NOT NULL,
	"center" varchar(64),
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_run" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"setting_value" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "region_parent_idx" ON "region" USING btree ("parent_id","order_num");