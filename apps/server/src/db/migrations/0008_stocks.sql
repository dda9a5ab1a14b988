CREATE TABLE "stock_daily" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"source" text NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"day" date NOT NULL,
	"quantity" integer,
	"in_way_to_client" integer,
	"in_way_from_client" integer,
	"min_quantity" integer,
	"changes" integer DEFAULT 1 NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_daily_company_id_account_id_nm_id_chrt_id_source_warehouse_id_day_pk" PRIMARY KEY("company_id","account_id","nm_id","chrt_id","source","warehouse_id","day"),
	CONSTRAINT "stock_daily_source_check" CHECK (source IN ('wb', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "stock_snapshots" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"source" text NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"warehouse_name" text,
	"region_name" text,
	"quantity" integer,
	"in_way_to_client" integer,
	"in_way_from_client" integer,
	CONSTRAINT "stock_snapshots_company_id_account_id_nm_id_chrt_id_source_warehouse_id_taken_at_pk" PRIMARY KEY("company_id","account_id","nm_id","chrt_id","source","warehouse_id","taken_at"),
	CONSTRAINT "stock_snapshots_source_check" CHECK (source IN ('wb', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "wb_seller_warehouses" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"name" text,
	"office_id" bigint,
	"cargo_type" integer,
	"delivery_type" integer,
	"is_deleting" boolean,
	"is_processing" boolean,
	"raw" jsonb NOT NULL,
	CONSTRAINT "wb_seller_warehouses_company_id_account_id_warehouse_id_pk" PRIMARY KEY("company_id","account_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "wb_stock_seen" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"snapshot_at" timestamp with time zone NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"warehouse_id" bigint NOT NULL,
	CONSTRAINT "wb_stock_seen_company_id_account_id_source_snapshot_at_nm_id_chrt_id_warehouse_id_pk" PRIMARY KEY("company_id","account_id","source","snapshot_at","nm_id","chrt_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "wb_stocks" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"source" text NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"warehouse_name" text,
	"region_name" text,
	"quantity" integer,
	"in_way_to_client" integer,
	"in_way_from_client" integer,
	"raw" jsonb NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wb_stocks_company_id_account_id_nm_id_chrt_id_source_warehouse_id_pk" PRIMARY KEY("company_id","account_id","nm_id","chrt_id","source","warehouse_id"),
	CONSTRAINT "wb_stocks_source_check" CHECK (source IN ('wb', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "wb_warehouses" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text,
	"address" text,
	"city" text,
	"federal_district" text,
	"longitude" double precision,
	"latitude" double precision,
	"cargo_type" integer,
	"delivery_type" integer,
	"raw" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_daily" ADD CONSTRAINT "stock_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_daily" ADD CONSTRAINT "stock_daily_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_snapshots" ADD CONSTRAINT "stock_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_snapshots" ADD CONSTRAINT "stock_snapshots_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_seller_warehouses" ADD CONSTRAINT "wb_seller_warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_seller_warehouses" ADD CONSTRAINT "wb_seller_warehouses_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_stock_seen" ADD CONSTRAINT "wb_stock_seen_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_stock_seen" ADD CONSTRAINT "wb_stock_seen_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_stocks" ADD CONSTRAINT "wb_stocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_stocks" ADD CONSTRAINT "wb_stocks_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_daily_company_day_idx" ON "stock_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "stock_snapshots_company_taken_idx" ON "stock_snapshots" USING btree ("company_id","taken_at");--> statement-breakpoint
CREATE INDEX "wb_stocks_company_nm_idx" ON "wb_stocks" USING btree ("company_id","nm_id","chrt_id");