CREATE TABLE "upload_file" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"bytes" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "upload_file_unchecked_idx" ON "upload_file" USING btree ("create_time") WHERE checked_time is null;