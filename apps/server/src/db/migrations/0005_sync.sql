CREATE TABLE "sync_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"dataset" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"rows_in" bigint DEFAULT 0 NOT NULL,
	"rows_upserted" bigint DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"rate_limit_wait_ms" bigint DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"account_id" uuid NOT NULL,
	"dataset" text NOT NULL,
	"company_id" uuid NOT NULL,
	"cursor" jsonb,
	"paused" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"skipped_reason" text,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rows_total" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_state_account_id_dataset_pk" PRIMARY KEY("account_id","dataset")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"day" date NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"orders_sum" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cancel_count" integer DEFAULT 0 NOT NULL,
	"buyouts_count" integer DEFAULT 0 NOT NULL,
	"buyouts_sum" numeric(14, 2) DEFAULT '0' NOT NULL,
	"returns_count" integer DEFAULT 0 NOT NULL,
	"returns_sum" numeric(14, 2) DEFAULT '0' NOT NULL,
	"for_pay_sum" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_daily_account_id_nm_id_day_pk" PRIMARY KEY("account_id","nm_id","day")
);
--> statement-breakpoint
CREATE TABLE "wb_orders" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"srid" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"last_change_date" timestamp with time zone NOT NULL,
	"nm_id" bigint,
	"barcode" text,
	"tech_size" text,
	"supplier_article" text,
	"brand" text,
	"subject" text,
	"category" text,
	"warehouse_name" text,
	"warehouse_type" text,
	"country_name" text,
	"oblast_okrug_name" text,
	"region_name" text,
	"income_id" bigint,
	"total_price" numeric(14, 2),
	"discount_percent" numeric(9, 4),
	"spp" numeric(9, 4),
	"finished_price" numeric(14, 2),
	"price_with_disc" numeric(14, 2),
	"g_number" text,
	"sticker" text,
	"raw" jsonb NOT NULL,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"cancel_date" timestamp with time zone,
	CONSTRAINT "wb_orders_account_id_srid_pk" PRIMARY KEY("account_id","srid")
);
--> statement-breakpoint
CREATE TABLE "wb_sales" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"srid" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"last_change_date" timestamp with time zone NOT NULL,
	"nm_id" bigint,
	"barcode" text,
	"tech_size" text,
	"supplier_article" text,
	"brand" text,
	"subject" text,
	"category" text,
	"warehouse_name" text,
	"warehouse_type" text,
	"country_name" text,
	"oblast_okrug_name" text,
	"region_name" text,
	"income_id" bigint,
	"total_price" numeric(14, 2),
	"discount_percent" numeric(9, 4),
	"spp" numeric(9, 4),
	"finished_price" numeric(14, 2),
	"price_with_disc" numeric(14, 2),
	"g_number" text,
	"sticker" text,
	"raw" jsonb NOT NULL,
	"sale_id" text NOT NULL,
	"for_pay" numeric(14, 2),
	"payment_sale_amount" numeric(14, 2),
	CONSTRAINT "wb_sales_account_id_sale_id_pk" PRIMARY KEY("account_id","sale_id")
);
--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_state" ADD CONSTRAINT "sync_state_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_state" ADD CONSTRAINT "sync_state_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_orders" ADD CONSTRAINT "wb_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_orders" ADD CONSTRAINT "wb_orders_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_sales" ADD CONSTRAINT "wb_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_sales" ADD CONSTRAINT "wb_sales_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_runs_account_dataset_idx" ON "sync_runs" USING btree ("account_id","dataset","started_at");--> statement-breakpoint
CREATE INDEX "sync_state_company_idx" ON "sync_state" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sync_state_due_idx" ON "sync_state" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "sales_daily_company_day_idx" ON "sales_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "wb_orders_company_date_idx" ON "wb_orders" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "wb_orders_account_nm_date_idx" ON "wb_orders" USING btree ("account_id","nm_id","date");--> statement-breakpoint
CREATE INDEX "wb_sales_company_date_idx" ON "wb_sales" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "wb_sales_srid_idx" ON "wb_sales" USING btree ("account_id","srid");--> statement-breakpoint
CREATE INDEX "wb_sales_account_nm_date_idx" ON "wb_sales" USING btree ("account_id","nm_id","date");