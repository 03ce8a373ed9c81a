CREATE TABLE "scheduled_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"not_before" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_key_idx" ON "scheduled_jobs" USING btree ("kind","ref","due_at") WHERE "scheduled_jobs"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "scheduled_jobs_pending_idx" ON "scheduled_jobs" USING btree ("due_at") WHERE "scheduled_jobs"."status" = 'PENDING';