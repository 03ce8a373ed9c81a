CREATE TABLE "desk_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"customer_id" integer,
	"staff_user_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"comment" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"follow_up_task_id" integer,
	"kyc_answer_id" integer,
	CONSTRAINT "desk_decisions_item_kind_check" CHECK ("desk_decisions"."item_kind" IN ('CRM_TASK')),
	CONSTRAINT "desk_decisions_decision_check" CHECK ("desk_decisions"."decision" IN ('APPROVE', 'REJECT'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "staff_users_username_unique" UNIQUE("username"),
	CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" IN ('COMPLIANCE'))
);
--> statement-breakpoint
ALTER TABLE "desk_decisions" ADD CONSTRAINT "desk_decisions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_decisions" ADD CONSTRAINT "desk_decisions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_decisions" ADD CONSTRAINT "desk_decisions_follow_up_task_id_crm_tasks_id_fk" FOREIGN KEY ("follow_up_task_id") REFERENCES "public"."crm_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_decisions" ADD CONSTRAINT "desk_decisions_kyc_answer_id_kyc_answers_id_fk" FOREIGN KEY ("kyc_answer_id") REFERENCES "public"."kyc_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_decisions_item_idx" ON "desk_decisions" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_hash_idx" ON "staff_sessions" USING btree ("token_hash");