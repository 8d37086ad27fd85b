CREATE TABLE "member_points_history" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) DEFAULT '' NOT NULL,
	"point" integer NOT NULL,
	"before_point" integer NOT NULL,
	"variable_point" integer NOT NULL,
	"point_type" varchar(16) NOT NULL,
	"content" varchar(200) NOT NULL,
	"source_key" varchar(100),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sign" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) DEFAULT '' NOT NULL,
	"sign_date" varchar(10) NOT NULL,
	"sign_day" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_points_history_member_idx" ON "member_points_history" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_history_source_uq" ON "member_points_history" USING btree ("member_id","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_sign_member_day_uq" ON "member_sign" USING btree ("member_id","sign_date");--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_point_nonneg" CHECK ("member"."point" >= 0);