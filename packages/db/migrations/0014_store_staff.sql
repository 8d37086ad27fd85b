CREATE TABLE "store_clerk_role" (
	"clerk_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "store_clerk_role_clerk_id_role_id_pk" PRIMARY KEY("clerk_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "store_clerk" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"member_id" text NOT NULL,
	"clerk_name" varchar(32) NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_role" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"role_name" varchar(32) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_session" ADD COLUMN "audience" varchar(16) DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_session" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "store_clerk_role" ADD CONSTRAINT "store_clerk_role_clerk_id_store_clerk_id_fk" FOREIGN KEY ("clerk_id") REFERENCES "public"."store_clerk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_clerk_role" ADD CONSTRAINT "store_clerk_role_role_id_store_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."store_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_clerk" ADD CONSTRAINT "store_clerk_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_clerk" ADD CONSTRAINT "store_clerk_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_role" ADD CONSTRAINT "store_role_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_clerk_role_role_idx" ON "store_clerk_role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_clerk_member_uq" ON "store_clerk" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "store_clerk_store_idx" ON "store_clerk" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_role_name_uq" ON "store_role" USING btree ("store_id","role_name");