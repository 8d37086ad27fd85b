ALTER TABLE "after_sale" ADD COLUMN "store_name_en" varchar(200);--> statement-breakpoint
ALTER TABLE "after_sale" ADD COLUMN "goods_name_en" varchar(200);--> statement-breakpoint
ALTER TABLE "after_sale" ADD COLUMN "spec_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_complaint" ADD COLUMN "goods_name_en" varchar(200);--> statement-breakpoint
ALTER TABLE "order_complaint" ADD COLUMN "store_name_en" varchar(200);--> statement-breakpoint
-- Cases filed before: their English from the order item and the order they were copied from (decision 060, update).
UPDATE "after_sale" a SET "goods_name_en" = i."goods_name_en", "spec_list" = i."spec_list", "store_name_en" = o."store_name_en"
FROM "order_item" i JOIN "orders" o ON o."sn" = i."order_sn" WHERE i."sn" = a."order_item_sn";--> statement-breakpoint
UPDATE "order_complaint" c SET "goods_name_en" = i."goods_name_en", "store_name_en" = o."store_name_en"
FROM "order_item" i JOIN "orders" o ON o."sn" = i."order_sn" WHERE i."sn" = c."order_item_sn";
