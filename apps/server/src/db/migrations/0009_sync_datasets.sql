CREATE TABLE "order_status_history" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"srid" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"nm_id" bigint,
	"chrt_id" numeric(20, 0),
	"cancel_type" text,
	"created_at" timestamp with time zone,
	"seller_price" numeric(14, 2),
	"raw" jsonb NOT NULL,
	CONSTRAINT "order_status_history_account_id_srid_at_status_pk" PRIMARY KEY("account_id","srid","at","status")
);
--> statement-breakpoint
CREATE TABLE "wb_subject_parents" (
	"parent_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"is_visible" boolean,
	"raw" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "product_tags_account_id_nm_id_tag_id_pk" PRIMARY KEY("account_id","nm_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid,
	"wb_tag_id" bigint,
	"name" text NOT NULL,
	"color" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_wb_pair_check" CHECK (("tags"."account_id" IS NULL) = ("tags"."wb_tag_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "finance_daily" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"nm_id" bigint,
	"operation" text NOT NULL,
	"document_type" text NOT NULL,
	"rows_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"delivery_amount" integer DEFAULT 0 NOT NULL,
	"return_amount" integer DEFAULT 0 NOT NULL,
	"retail_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"retail_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"retail_price_with_disc" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ppvz_sales_commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"for_pay" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ppvz_reward" numeric(14, 2) DEFAULT '0' NOT NULL,
	"acquiring_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vw" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vw_nds" numeric(14, 2) DEFAULT '0' NOT NULL,
	"delivery_service" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_storage" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_acceptance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"penalty" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deduction" numeric(14, 2) DEFAULT '0' NOT NULL,
	"additional_payment" numeric(14, 2) DEFAULT '0' NOT NULL,
	"rebill_logistic_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cashback_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cashback_discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cashback_commission_change" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "finance_daily_key" UNIQUE NULLS NOT DISTINCT("account_id","day","nm_id","operation","document_type")
);
--> statement-breakpoint
CREATE TABLE "wb_acceptance_coefficient_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"date" date NOT NULL,
	"box_type_id" integer NOT NULL,
	"coefficient" numeric,
	"allow_unload" boolean,
	"prev_coefficient" numeric,
	"prev_allow_unload" boolean,
	"storage_coef" numeric,
	"delivery_coef" numeric,
	"delivery_base_liter" numeric,
	"delivery_additional_liter" numeric,
	"storage_base_liter" numeric,
	"storage_additional_liter" numeric,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_acceptance_coefficients" (
	"warehouse_id" bigint NOT NULL,
	"date" date NOT NULL,
	"box_type_id" integer NOT NULL,
	"warehouse_name" text,
	"coefficient" numeric,
	"allow_unload" boolean,
	"storage_coef" numeric,
	"delivery_coef" numeric,
	"delivery_base_liter" numeric,
	"delivery_additional_liter" numeric,
	"storage_base_liter" numeric,
	"storage_additional_liter" numeric,
	"is_sorting_center" boolean,
	"raw" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_acceptance_coefficients_warehouse_id_date_box_type_id_pk" PRIMARY KEY("warehouse_id","date","box_type_id")
);
--> statement-breakpoint
CREATE TABLE "wb_box_tariffs" (
	"warehouse_name" text NOT NULL,
	"valid_from" date NOT NULL,
	"geo_name" text,
	"delivery_base" numeric,
	"delivery_liter" numeric,
	"delivery_coef" numeric,
	"mp_delivery_base" numeric,
	"mp_delivery_liter" numeric,
	"mp_delivery_coef" numeric,
	"storage_base" numeric,
	"storage_liter" numeric,
	"storage_coef" numeric,
	"raw" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_box_tariffs_warehouse_name_valid_from_pk" PRIMARY KEY("warehouse_name","valid_from")
);
--> statement-breakpoint
CREATE TABLE "wb_commissions" (
	"subject_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"subject_name" text,
	"parent_id" integer,
	"parent_name" text,
	"fbw" numeric(9, 4),
	"fbs" numeric(9, 4),
	"dbs" numeric(9, 4),
	"edbs" numeric(9, 4),
	"pickup" numeric(9, 4),
	"booking" numeric(9, 4),
	"rates" jsonb NOT NULL,
	"raw" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_commissions_subject_id_valid_from_pk" PRIMARY KEY("subject_id","valid_from")
);
--> statement-breakpoint
CREATE TABLE "wb_pallet_tariffs" (
	"warehouse_name" text NOT NULL,
	"valid_from" date NOT NULL,
	"delivery_base" numeric,
	"delivery_liter" numeric,
	"delivery_coef" numeric,
	"storage_value" numeric,
	"storage_coef" numeric,
	"raw" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_pallet_tariffs_warehouse_name_valid_from_pk" PRIMARY KEY("warehouse_name","valid_from")
);
--> statement-breakpoint
CREATE TABLE "wb_return_tariffs" (
	"warehouse_name" text NOT NULL,
	"valid_from" date NOT NULL,
	"kgt_office_base" numeric,
	"kgt_office_liter" numeric,
	"kgt_return" numeric,
	"srg_office" numeric,
	"srg_return" numeric,
	"sup_courier_base" numeric,
	"sup_courier_liter" numeric,
	"sup_office_base" numeric,
	"sup_office_liter" numeric,
	"sup_return" numeric,
	"raw" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_return_tariffs_warehouse_name_valid_from_pk" PRIMARY KEY("warehouse_name","valid_from")
);
--> statement-breakpoint
CREATE TABLE "wb_supplies" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"supply_key" text NOT NULL,
	"supply_id" numeric(20, 0),
	"preorder_id" numeric(20, 0),
	"status_id" integer,
	"box_type_id" integer,
	"virtual_type_id" integer,
	"is_box_on_pallet" boolean,
	"create_date" timestamp with time zone,
	"supply_date" timestamp with time zone,
	"fact_date" timestamp with time zone,
	"updated_date" timestamp with time zone,
	"warehouse_id" bigint,
	"warehouse_name" text,
	"actual_warehouse_id" bigint,
	"actual_warehouse_name" text,
	"transit_warehouse_id" bigint,
	"transit_warehouse_name" text,
	"acceptance_cost" numeric(14, 2),
	"paid_acceptance_coefficient" numeric,
	"reject_reason" text,
	"storage_coef" numeric,
	"delivery_coef" numeric,
	"quantity" integer,
	"ready_for_sale_quantity" integer,
	"accepted_quantity" integer,
	"unloading_quantity" integer,
	"depersonalized_quantity" integer,
	"discrepancies" jsonb,
	"raw" jsonb NOT NULL,
	CONSTRAINT "wb_supplies_account_id_supply_key_pk" PRIMARY KEY("account_id","supply_key")
);
--> statement-breakpoint
CREATE TABLE "wb_supply_goods" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"supply_key" text NOT NULL,
	"barcode" text NOT NULL,
	"nm_id" bigint,
	"vendor_code" text,
	"tech_size" text,
	"color" text,
	"need_kiz" boolean,
	"tnved" text,
	"supplier_box_amount" integer,
	"quantity" integer,
	"ready_for_sale_quantity" integer,
	"accepted_quantity" integer,
	"unloading_quantity" integer,
	"raw" jsonb NOT NULL,
	CONSTRAINT "wb_supply_goods_account_id_supply_key_barcode_pk" PRIMARY KEY("account_id","supply_key","barcode")
);
--> statement-breakpoint
CREATE TABLE "ad_spend" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"date" date NOT NULL,
	"upd_time" timestamp with time zone NOT NULL,
	"upd_num" numeric(20, 0) NOT NULL,
	"campaign_id" bigint NOT NULL,
	"campaign_name" text,
	"campaign_type" integer,
	"campaign_status" integer,
	"amount" numeric(14, 2),
	"payment_type" text,
	"raw" jsonb NOT NULL,
	CONSTRAINT "ad_spend_account_id_campaign_id_upd_time_upd_num_pk" PRIMARY KEY("account_id","campaign_id","upd_time","upd_num")
);
--> statement-breakpoint
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
ALTER TABLE "wb_orders" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "wb_orders" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wb_subjects" ADD COLUMN "raw" jsonb;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_account_id_nm_id_products_account_id_nm_id_fk" FOREIGN KEY ("account_id","nm_id") REFERENCES "public"."products"("account_id","nm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_daily" ADD CONSTRAINT "finance_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_daily" ADD CONSTRAINT "finance_daily_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_supplies" ADD CONSTRAINT "wb_supplies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_supplies" ADD CONSTRAINT "wb_supplies_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_supply_goods" ADD CONSTRAINT "wb_supply_goods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_supply_goods" ADD CONSTRAINT "wb_supply_goods_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_supply_goods" ADD CONSTRAINT "wb_supply_goods_account_id_supply_key_wb_supplies_account_id_supply_key_fk" FOREIGN KEY ("account_id","supply_key") REFERENCES "public"."wb_supplies"("account_id","supply_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_spend" ADD CONSTRAINT "ad_spend_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_spend" ADD CONSTRAINT "ad_spend_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "order_status_history_company_at_idx" ON "order_status_history" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "product_tags_company_idx" ON "product_tags" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_account_wb_tag_idx" ON "tags" USING btree ("account_id","wb_tag_id");--> statement-breakpoint
CREATE INDEX "tags_company_idx" ON "tags" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "finance_daily_company_day_idx" ON "finance_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "wb_acceptance_changes_key_idx" ON "wb_acceptance_coefficient_changes" USING btree ("warehouse_id","date","box_type_id","observed_at");--> statement-breakpoint
CREATE INDEX "wb_acceptance_changes_observed_idx" ON "wb_acceptance_coefficient_changes" USING btree ("observed_at");--> statement-breakpoint
CREATE INDEX "wb_acceptance_coefficients_date_idx" ON "wb_acceptance_coefficients" USING btree ("date");--> statement-breakpoint
CREATE INDEX "wb_supplies_company_idx" ON "wb_supplies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "wb_supplies_account_updated_idx" ON "wb_supplies" USING btree ("account_id","updated_date");--> statement-breakpoint
CREATE INDEX "wb_supplies_account_supply_idx" ON "wb_supplies" USING btree ("account_id","supply_id");--> statement-breakpoint
CREATE INDEX "wb_supply_goods_account_nm_idx" ON "wb_supply_goods" USING btree ("account_id","nm_id");--> statement-breakpoint
CREATE INDEX "ad_spend_company_date_idx" ON "ad_spend" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "ad_spend_account_date_idx" ON "ad_spend" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "stock_daily_company_day_idx" ON "stock_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "stock_snapshots_company_taken_idx" ON "stock_snapshots" USING btree ("company_id","taken_at");--> statement-breakpoint
CREATE INDEX "wb_stocks_company_nm_idx" ON "wb_stocks" USING btree ("company_id","nm_id","chrt_id");--> statement-breakpoint
CREATE INDEX "wb_subjects_parent_idx" ON "wb_subjects" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "realization_rows_account_date_nm_idx" ON "realization_rows" USING btree ("account_id","rr_date","nm_id");