ALTER TABLE "corporate_events" ADD COLUMN "split_from" integer;--> statement-breakpoint
ALTER TABLE "corporate_events" ADD COLUMN "split_to" integer;--> statement-breakpoint
CREATE INDEX "corporate_events_unbooked_splits_idx" ON "corporate_events" USING btree ("day") WHERE "corporate_events"."booked_at" is null and "corporate_events"."split_to" is not null;