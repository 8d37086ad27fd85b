ALTER TABLE "admin_user" ADD COLUMN "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "admin_user" ADD COLUMN "totp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_user_username_lower_uq" ON "admin_user" USING btree (lower("username"));