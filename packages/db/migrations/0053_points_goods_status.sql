ALTER TABLE "points_goods" ADD COLUMN "status" varchar(8) DEFAULT 'UPPER' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_goods" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "points_goods_category_idx" ON "points_goods" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "points_goods" ADD CONSTRAINT "points_goods_points_positive" CHECK ("points_goods"."points" > 0);