CREATE TABLE "eid_bankid_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"use_case" text NOT NULL,
	"auto_start_token" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"status" text NOT NULL,
	"hint_code" text,
	"person" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eid_signicat_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"browser_hash" text NOT NULL,
	"country" char(2) NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_bankid_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"auto_start_token" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"status" text NOT NULL,
	"hint_code" text,
	"person" jsonb,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_bankid_orders_auto_start_token_unique" UNIQUE("auto_start_token"),
	CONSTRAINT "sim_bankid_orders_qr_start_token_unique" UNIQUE("qr_start_token")
);
--> statement-breakpoint
CREATE TABLE "sim_idp_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"nonce" text NOT NULL,
	"idp" text NOT NULL,
	"person" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
