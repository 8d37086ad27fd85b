ALTER TABLE "member_wallet" ADD COLUMN "free_pay_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_wallet" ADD COLUMN "free_pay_day" varchar(10);--> statement-breakpoint
ALTER TABLE "member_wallet" ADD COLUMN "free_pay_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_wallet" ADD CONSTRAINT "member_wallet_free_pay_nonneg" CHECK ("member_wallet"."free_pay_limit" >= 0 and "member_wallet"."free_pay_used" >= 0);