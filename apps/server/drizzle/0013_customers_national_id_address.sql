ALTER TABLE "customers" ADD COLUMN "national_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city" text;--> statement-breakpoint
-- A database seeded before this migration: the Swedish demo customers get the identity and address the seed now gives them (db/seed/customers.ts), so their SRU files can be written.
UPDATE "customers" SET "national_id" = '197104172387', "street" = 'Västmannagatan 14', "postal_code" = '113 25', "city" = 'Stockholm' WHERE "customer_no" = '1004217' AND "national_id" IS NULL;--> statement-breakpoint
UPDATE "customers" SET "national_id" = '198206304514', "street" = 'Kungsgatan 7', "postal_code" = '411 19', "city" = 'Göteborg' WHERE "customer_no" = '1004829' AND "national_id" IS NULL;--> statement-breakpoint
UPDATE "customers" SET "national_id" = '199501122825', "street" = 'Stora Södergatan 3', "postal_code" = '222 23', "city" = 'Lund' WHERE "customer_no" = '1004903' AND "national_id" IS NULL;--> statement-breakpoint
UPDATE "customers" SET "national_id" = '196309041736', "street" = 'Strandvägen 21', "postal_code" = '114 56', "city" = 'Stockholm' WHERE "customer_no" = '1005066' AND "national_id" IS NULL;
