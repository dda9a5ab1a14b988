CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "wb_orders_company_date_idx";--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_name_key" ON "saved_views" USING btree ("user_id","company_id","resource","name");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_default_key" ON "saved_views" USING btree ("user_id","company_id","resource") WHERE "saved_views"."is_default";--> statement-breakpoint
CREATE INDEX "wb_orders_company_date_key_idx" ON "wb_orders" USING btree ("company_id","date","account_id","srid");--> statement-breakpoint
CREATE INDEX "wb_orders_company_finished_price_idx" ON "wb_orders" USING btree ("company_id","finished_price");--> statement-breakpoint
CREATE INDEX "wb_orders_company_nm_idx" ON "wb_orders" USING btree ("company_id","nm_id");