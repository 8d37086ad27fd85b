CREATE TABLE "freight_template" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" varchar(32) NOT NULL,
	"pricing_method" varchar(8) NOT NULL,
	"first_unit" integer DEFAULT 1 NOT NULL,
	"first_fee" integer DEFAULT 0 NOT NULL,
	"extra_unit" integer DEFAULT 1 NOT NULL,
	"extra_fee" integer DEFAULT 0 NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "template_id" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "store_banner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "contact_mobile" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "contact_email" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "ship_address" jsonb;--> statement-breakpoint
CREATE INDEX "freight_template_store_idx" ON "freight_template" USING btree ("store_id","create_time");--> statement-breakpoint
CREATE INDEX "goods_store_market_idx" ON "goods" USING btree ("store_id","market_enable","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);