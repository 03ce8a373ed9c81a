CREATE TABLE "estates" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"died_on" date NOT NULL,
	"registered_by_staff_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_registered_by_staff_id_staff_users_id_fk" FOREIGN KEY ("registered_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;