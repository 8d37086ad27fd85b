CREATE TABLE "store_goods_label" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"label_name" varchar(32) NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_goods_label" ADD CONSTRAINT "store_goods_label_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_goods_label_store_idx" ON "store_goods_label" USING btree ("store_id","parent_id","sort_order");