CREATE TABLE "curated_list_daily_views" (
	"list_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "curated_list_daily_views_list_id_day_pk" PRIMARY KEY("list_id","day")
);
--> statement-breakpoint
CREATE TABLE "curated_list_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curated_list_instruments" (
	"list_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "curated_list_instruments_list_id_instrument_id_pk" PRIMARY KEY("list_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "curated_list_views" (
	"list_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "curated_list_views_list_id_viewer_key_pk" PRIMARY KEY("list_id","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "curated_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"topics" text[] NOT NULL,
	"image_path" text NOT NULL,
	"web_tracker_id" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "curated_lists_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"watchlist_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watchlist_items_watchlist_id_instrument_id_pk" PRIMARY KEY("watchlist_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"copied_from" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "curated_list_daily_views" ADD CONSTRAINT "curated_list_daily_views_list_id_curated_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."curated_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_list_feedback" ADD CONSTRAINT "curated_list_feedback_list_id_curated_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."curated_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_list_feedback" ADD CONSTRAINT "curated_list_feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_list_instruments" ADD CONSTRAINT "curated_list_instruments_list_id_curated_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."curated_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_list_instruments" ADD CONSTRAINT "curated_list_instruments_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_list_views" ADD CONSTRAINT "curated_list_views_list_id_curated_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."curated_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_copied_from_curated_lists_id_fk" FOREIGN KEY ("copied_from") REFERENCES "public"."curated_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curated_list_daily_views_day_idx" ON "curated_list_daily_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "curated_list_feedback_list_idx" ON "curated_list_feedback" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE INDEX "curated_list_instruments_pos_idx" ON "curated_list_instruments" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "curated_lists_topics_idx" ON "curated_lists" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "watchlists_customer_idx" ON "watchlists" USING btree ("customer_id","created_at");