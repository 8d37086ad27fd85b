ALTER TABLE "orders" ADD COLUMN "store_address_name" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "verification_code" varchar(8);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_take_code_idx" ON "orders" USING btree ("verification_code") WHERE order_status = 'TAKE';