ALTER TABLE "order_complaint_log" ALTER COLUMN "message" SET DATA TYPE varchar(600);--> statement-breakpoint
ALTER TABLE "order_complaint_log" ADD COLUMN "message_code" varchar(48);--> statement-breakpoint
ALTER TABLE "order_complaint_log" ADD COLUMN "message_args" jsonb;