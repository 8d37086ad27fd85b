ALTER TABLE "brand" ADD COLUMN "name_en" varchar(64);--> statement-breakpoint
ALTER TABLE "category" ADD COLUMN "name_en" varchar(64);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "goods_name_en" varchar(200);--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "store_name_en" varchar(96);--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "country_name_en" varchar(48);