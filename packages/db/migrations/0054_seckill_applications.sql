ALTER TABLE "seckill_goods" ADD COLUMN "apply_status" varchar(8) DEFAULT 'APPLY' NOT NULL;--> statement-breakpoint
-- Every row before applications existed was the seeded demo, shown to buyers: approved.
UPDATE "seckill_goods" SET "apply_status" = 'PASS';--> statement-breakpoint
ALTER TABLE "seckill_goods" ADD COLUMN "fail_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "seckill_goods" ADD COLUMN "create_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seckill" ADD COLUMN "apply_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seckill" ADD COLUMN "seckill_rule" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seckill" ADD COLUMN "status" varchar(8) DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
CREATE INDEX "seckill_goods_store_idx" ON "seckill_goods" USING btree ("store_id","seckill_id");