CREATE TABLE "goods_draft" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"goods_name" varchar(128) DEFAULT '' NOT NULL,
	"form" jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "wholesale" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "store_category_path" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "video" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "auth_message" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_draft" ADD CONSTRAINT "goods_draft_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_draft_store_idx" ON "goods_draft" USING btree ("store_id","update_time");