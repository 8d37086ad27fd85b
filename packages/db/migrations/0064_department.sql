CREATE TABLE "admin_department_role" (
	"department_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "admin_department_role_department_id_role_id_pk" PRIMARY KEY("department_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "admin_department" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"title" varchar(32) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_department_role" (
	"department_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "store_department_role_department_id_role_id_pk" PRIMARY KEY("department_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "store_department" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"parent_id" text,
	"title" varchar(32) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_user" ADD COLUMN "department_id" text;--> statement-breakpoint
ALTER TABLE "store_clerk" ADD COLUMN "department_id" text;--> statement-breakpoint
ALTER TABLE "admin_department_role" ADD CONSTRAINT "admin_department_role_department_id_admin_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."admin_department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_department_role" ADD CONSTRAINT "admin_department_role_role_id_admin_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."admin_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_department" ADD CONSTRAINT "admin_department_parent_id_admin_department_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."admin_department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_department_role" ADD CONSTRAINT "store_department_role_department_id_store_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."store_department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_department_role" ADD CONSTRAINT "store_department_role_role_id_store_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."store_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_department" ADD CONSTRAINT "store_department_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_department" ADD CONSTRAINT "store_department_parent_id_store_department_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."store_department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_department_role_role_idx" ON "admin_department_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "store_department_role_role_idx" ON "store_department_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "store_department_store_idx" ON "store_department" USING btree ("store_id","parent_id");--> statement-breakpoint
ALTER TABLE "admin_user" ADD CONSTRAINT "admin_user_department_id_admin_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."admin_department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_clerk" ADD CONSTRAINT "store_clerk_department_id_store_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."store_department"("id") ON DELETE no action ON UPDATE no action;