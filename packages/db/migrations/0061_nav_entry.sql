CREATE TABLE "nav_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"label" varchar(32) NOT NULL,
	"label_en" varchar(64),
	"target" varchar(255),
	"paths" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "nav_entry_sort_idx" ON "nav_entry" USING btree ("enabled","sort");