ALTER TABLE "after_sale" ADD COLUMN "arbitration_status" varchar(16);--> statement-breakpoint
ALTER TABLE "after_sale" ADD COLUMN "escalate_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "after_sale" ADD COLUMN "escalate_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "after_sale" ADD COLUMN "arbitration_remark" varchar(500);--> statement-breakpoint
ALTER TABLE "after_sale" ADD COLUMN "arbitration_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "after_sale_arbitration_idx" ON "after_sale" USING btree ("arbitration_status","escalate_time");