CREATE TABLE "home_slide" (
	"id" text PRIMARY KEY NOT NULL,
	"slot" varchar(16) NOT NULL,
	"title" varchar(64) NOT NULL,
	"title_en" varchar(128),
	"subtitle" varchar(200),
	"subtitle_en" varchar(400),
	"image" varchar(255) NOT NULL,
	"link" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_word_seed" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "home_slide_slot_idx" ON "home_slide" USING btree ("slot","enabled","sort");