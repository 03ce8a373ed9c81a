CREATE TABLE "allocation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(20, 2),
	"currency" char(3) NOT NULL,
	"percent" numeric(5, 2),
	"fund_order_id" integer,
	"reject_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appropriateness_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"mifid2_category" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"examined_at" timestamp with time zone,
	"passed" boolean,
	"wrong" jsonb
);
--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD CONSTRAINT "allocation_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD CONSTRAINT "allocation_requests_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD CONSTRAINT "allocation_requests_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_requests" ADD CONSTRAINT "allocation_requests_fund_order_id_fund_orders_id_fk" FOREIGN KEY ("fund_order_id") REFERENCES "public"."fund_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appropriateness_attempts" ADD CONSTRAINT "appropriateness_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocation_requests_customer_idx" ON "allocation_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "allocation_requests_accid_idx" ON "allocation_requests" USING btree ("accid","instrument_id","created_at");--> statement-breakpoint
CREATE INDEX "allocation_requests_status_idx" ON "allocation_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "appropriateness_attempts_customer_idx" ON "appropriateness_attempts" USING btree ("customer_id","started_at");