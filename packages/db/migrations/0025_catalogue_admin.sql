CREATE TABLE "category_brand" (
	"category_id" text NOT NULL,
	"brand_id" text NOT NULL,
	CONSTRAINT "category_brand_category_id_brand_id_pk" PRIMARY KEY("category_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "category_spec" (
	"category_id" text NOT NULL,
	"spec_id" text NOT NULL,
	CONSTRAINT "category_spec_category_id_spec_id_pk" PRIMARY KEY("category_id","spec_id")
);
--> statement-breakpoint
CREATE TABLE "goods_unit" (
	"id" text PRIMARY KEY NOT NULL,
	"name" varchar(8) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter_group" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"group_name" varchar(32) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"category_id" text NOT NULL,
	"param_name" varchar(32) NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_index" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spec" (
	"id" text PRIMARY KEY NOT NULL,
	"spec_name" varchar(32) NOT NULL,
	"spec_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "category" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "category_brand_brand_idx" ON "category_brand" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "category_spec_spec_idx" ON "category_spec" USING btree ("spec_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_unit_name_uq" ON "goods_unit" USING btree ("name");--> statement-breakpoint
CREATE INDEX "parameter_group_category_idx" ON "parameter_group" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "parameter_group_idx" ON "parameter" USING btree ("group_id","sort_order");