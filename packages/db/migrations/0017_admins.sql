CREATE TABLE "admin_log" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"admin_name" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"title" varchar(64) NOT NULL,
	"target" varchar(64) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_role" (
	"id" text PRIMARY KEY NOT NULL,
	"role_name" varchar(32) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_session" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"refresh_jti" varchar(64) NOT NULL,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"refresh_time" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "admin_user_role" (
	"admin_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "admin_user_role_admin_id_role_id_pk" PRIMARY KEY("admin_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "admin_user" (
	"id" text PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"password" text NOT NULL,
	"nick_name" varchar(64),
	"super_user" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_session" ADD CONSTRAINT "admin_session_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_role" ADD CONSTRAINT "admin_user_role_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_role" ADD CONSTRAINT "admin_user_role_role_id_admin_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."admin_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_log_time_idx" ON "admin_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "admin_log_admin_idx" ON "admin_log" USING btree ("admin_id","create_time");--> statement-breakpoint
CREATE INDEX "admin_log_action_idx" ON "admin_log" USING btree ("action","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_role_name_uq" ON "admin_role" USING btree ("role_name");--> statement-breakpoint
CREATE INDEX "admin_session_admin_idx" ON "admin_session" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_user_role_role_idx" ON "admin_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_user_username_uq" ON "admin_user" USING btree ("username");--> statement-breakpoint
CREATE FUNCTION "admin_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'admin_log is append-only'; END $$;--> statement-breakpoint
CREATE TRIGGER "admin_log_no_change" BEFORE UPDATE OR DELETE ON "admin_log" FOR EACH ROW EXECUTE FUNCTION "admin_log_append_only"();
