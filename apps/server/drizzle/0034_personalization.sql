CREATE TABLE "dismissed_tasks" (
	"customer_id" integer NOT NULL,
	"task_type" text NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dismissed_tasks_customer_id_task_type_pk" PRIMARY KEY("customer_id","task_type")
);
--> statement-breakpoint
CREATE TABLE "onboarding_answers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"goals" jsonb NOT NULL,
	"experience" text,
	"interests" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dismissed_tasks" ADD CONSTRAINT "dismissed_tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_answers" ADD CONSTRAINT "onboarding_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;