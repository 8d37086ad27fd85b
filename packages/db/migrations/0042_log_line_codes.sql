ALTER TABLE "after_sale_log" ADD COLUMN "message_code" varchar(48);--> statement-breakpoint
ALTER TABLE "after_sale_log" ADD COLUMN "message_args" jsonb;--> statement-breakpoint
ALTER TABLE "order_log" ADD COLUMN "message_code" varchar(48);--> statement-breakpoint
ALTER TABLE "order_log" ADD COLUMN "message_args" jsonb;