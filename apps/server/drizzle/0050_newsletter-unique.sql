-- Sign-ups made twice at one instant before this index: the later ones give way to the first.
UPDATE "form_submissions" AS "f" SET "unsubscribed_at" = "f"."created_at"
WHERE "f"."kind" = 'NEWSLETTER' AND "f"."unsubscribed_at" IS NULL AND EXISTS (
  SELECT 1 FROM "form_submissions" AS "g"
  WHERE "g"."kind" = 'NEWSLETTER' AND "g"."unsubscribed_at" IS NULL
    AND lower("g"."email") = lower("f"."email") AND "g"."id" < "f"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_newsletter_idx" ON "form_submissions" USING btree (lower("email")) WHERE "form_submissions"."kind" = 'NEWSLETTER' and "form_submissions"."unsubscribed_at" is null;