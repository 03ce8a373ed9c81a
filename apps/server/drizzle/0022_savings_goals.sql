CREATE TABLE "savings_goal_accounts" (
	"goal_id" integer NOT NULL,
	"accid" integer NOT NULL,
	CONSTRAINT "savings_goal_accounts_goal_id_accid_pk" PRIMARY KEY("goal_id","accid")
);
--> statement-breakpoint
CREATE TABLE "savings_goal_milestones" (
	"goal_id" integer NOT NULL,
	"percent" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "savings_goal_milestones_goal_id_percent_pk" PRIMARY KEY("goal_id","percent")
);
--> statement-breakpoint
CREATE TABLE "savings_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"target_amount" numeric(20, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"target_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "savings_goal_accounts" ADD CONSTRAINT "savings_goal_accounts_goal_id_savings_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."savings_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_goal_accounts" ADD CONSTRAINT "savings_goal_accounts_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_goal_milestones" ADD CONSTRAINT "savings_goal_milestones_goal_id_savings_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."savings_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_goals" ADD CONSTRAINT "savings_goals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "savings_goals_customer_idx" ON "savings_goals" USING btree ("customer_id","created_at");