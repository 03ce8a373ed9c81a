CREATE TABLE "savings_plan_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"retry_day" date,
	"attempts" integer DEFAULT 1 NOT NULL,
	"orders" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savings_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"day_of_month" integer NOT NULL,
	"status" text NOT NULL,
	"currency" char(3) NOT NULL,
	"items" jsonb NOT NULL,
	"monthly_amount" numeric(20, 2) NOT NULL,
	"skip_month" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "savings_plan_runs" ADD CONSTRAINT "savings_plan_runs_plan_id_savings_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."savings_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_plan_runs_month_idx" ON "savings_plan_runs" USING btree ("plan_id","month");--> statement-breakpoint
CREATE INDEX "savings_plans_customer_idx" ON "savings_plans" USING btree ("customer_id");