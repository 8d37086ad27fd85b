CREATE TABLE "member_session" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"refresh_jti" varchar(64) NOT NULL,
	"client_type" varchar(16) DEFAULT 'PC' NOT NULL,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"refresh_time" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"password" text NOT NULL,
	"nick_name" varchar(64),
	"sex" integer DEFAULT 0 NOT NULL,
	"birthday" varchar(10),
	"region_id" varchar(200),
	"region" varchar(200),
	"mobile" varchar(20) NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"total_point" integer DEFAULT 0 NOT NULL,
	"face" text,
	"disabled" boolean DEFAULT true NOT NULL,
	"have_store" boolean DEFAULT false NOT NULL,
	"store_id" text,
	"client_enum" varchar(16),
	"last_login_date" timestamp with time zone,
	"grade_id" text,
	"experience" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone,
	"delete_flag" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_session_member_idx" ON "member_session" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_username_uq" ON "member" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_mobile_uq" ON "member" USING btree ("mobile");