ALTER TABLE "article" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "selling_point_en" varchar(512);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "intro_en" text;--> statement-breakpoint
ALTER TABLE "hot_word_seed" ADD COLUMN "keyword_en" varchar(100);--> statement-breakpoint
ALTER TABLE "parameter_group" ADD COLUMN "group_name_en" varchar(64);--> statement-breakpoint
ALTER TABLE "parameter" ADD COLUMN "param_name_en" varchar(64);--> statement-breakpoint
ALTER TABLE "parameter" ADD COLUMN "options_en" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spec" ADD COLUMN "spec_name_en" varchar(64);--> statement-breakpoint
ALTER TABLE "spec" ADD COLUMN "spec_values_en" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "coupon_name_en" varchar(128);--> statement-breakpoint
ALTER TABLE "member_coupon" ADD COLUMN "coupon_name_en" varchar(128);--> statement-breakpoint
ALTER TABLE "points_goods_category" ADD COLUMN "name_en" varchar(64);--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "goods_name_en" varchar(200);--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "spec_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_name_en" varchar(200);