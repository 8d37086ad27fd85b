CREATE INDEX "orders_status_time_idx" ON "orders" USING btree ("order_status","create_time","sn");--> statement-breakpoint
CREATE INDEX "orders_time_idx" ON "orders" USING btree ("create_time","sn");