DROP INDEX "exchange_orders_book_idx";--> statement-breakpoint
CREATE INDEX "fund_orders_reserving_idx" ON "fund_orders" USING btree ("accid") WHERE "fund_orders"."reserved_amount" <> 0;