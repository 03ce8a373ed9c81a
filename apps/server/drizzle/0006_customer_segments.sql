-- Databases seeded before this migration have demo-se as their private-banking customer. Private
-- banking now trades funds through allocation requests only, and demo-se is the customer that places
-- orders; a fresh seed has demo-pb as the private-banking customer.
UPDATE "customers" SET "segment" = 'RETAIL', "tier" = NULL
WHERE "segment" = 'PRIVATE_BANKING'
  AND "id" IN (SELECT "customer_id" FROM "users" WHERE "username" = 'demo-se');--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "segment" SET DEFAULT 'RETAIL';--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_segment_tier_check" CHECK (("customers"."segment" = 'PRIVATE_BANKING' AND "customers"."tier" IS NOT NULL AND "customers"."tier" IN ('GOLD', 'PLATINUM', 'BLACK', 'SIGNATURE'))
        OR ("customers"."segment" = 'EMPLOYEE' AND "customers"."tier" IS NOT NULL AND "customers"."tier" = ('EMPLOYEE_' || "customers"."country"))
        OR ("customers"."segment" IN ('RETAIL', 'ACTIVE_TRADER') AND "customers"."tier" IS NULL));
