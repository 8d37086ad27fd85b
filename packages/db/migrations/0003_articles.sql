CREATE TABLE "article_category" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"article_category_name" varchar(64) NOT NULL,
	"article_category_name_en" varchar(128),
	"parent_id" varchar(20) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"type" varchar(16) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"category_id" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"title_en" varchar(200),
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"summary_en" varchar(600),
	"cover" varchar(255),
	"content" text NOT NULL,
	"type" varchar(32) DEFAULT 'OTHER' NOT NULL,
	"open_status" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"author" varchar(64),
	"source" varchar(128),
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "article_category_parent_idx" ON "article_category" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "article_category_idx" ON "article" USING btree ("category_id","open_status","sort","publish_time");--> statement-breakpoint
CREATE INDEX "article_publish_idx" ON "article" USING btree ("open_status","publish_time");--> statement-breakpoint
CREATE INDEX "article_type_idx" ON "article" USING btree ("type");