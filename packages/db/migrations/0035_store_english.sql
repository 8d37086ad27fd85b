ALTER TABLE "store" ADD COLUMN "store_desc_en" text;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "company_address_path_en" varchar(160);