ALTER TABLE "admin_session" ADD COLUMN "previous_refresh_jti" varchar(64);--> statement-breakpoint
ALTER TABLE "member_session" ADD COLUMN "previous_refresh_jti" varchar(64);