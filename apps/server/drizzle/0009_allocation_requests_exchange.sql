ALTER TABLE "allocation_requests" ADD COLUMN "order_type" text DEFAULT 'FUND' NOT NULL;--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD COLUMN "market_id" integer;--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD COLUMN "identifier" text;--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD COLUMN "volume" integer;--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD COLUMN "price" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD COLUMN "exchange_order_id" integer;--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD CONSTRAINT "allocation_requests_exchange_order_id_exchange_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."exchange_orders"("id") ON DELETE no action ON UPDATE no action;