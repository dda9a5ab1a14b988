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
ALTER TABLE "wb_supplies" ADD CONSTRAINT "wb_supplies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_supplies" ADD CONSTRAINT "wb_supplies_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_supply_goods" ADD CONSTRAINT "wb_supply_goods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_supply_goods" ADD CONSTRAINT "wb_supply_goods_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_supply_goods" ADD CONSTRAINT "wb_supply_goods_account_id_supply_key_wb_supplies_account_id_supply_key_fk" FOREIGN KEY ("account_id","supply_key") REFERENCES "public"."wb_supplies"("account_id","supply_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_acceptance_changes_key_idx" ON "wb_acceptance_coefficient_changes" USING btree ("warehouse_id","date","box_type_id","observed_at");--> statement-breakpoint
CREATE INDEX "wb_acceptance_changes_observed_idx" ON "wb_acceptance_coefficient_changes" USING btree ("observed_at");--> statement-breakpoint
CREATE INDEX "wb_acceptance_coefficients_date_idx" ON "wb_acceptance_coefficients" USING btree ("date");--> statement-breakpoint
CREATE INDEX "wb_supplies_company_idx" ON "wb_supplies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "wb_supplies_account_updated_idx" ON "wb_supplies" USING btree ("account_id","updated_date");--> statement-breakpoint
CREATE INDEX "wb_supplies_account_supply_idx" ON "wb_supplies" USING btree ("account_id","supply_id");--> statement-breakpoint
CREATE INDEX "wb_supply_goods_account_nm_idx" ON "wb_supply_goods" USING btree ("account_id","nm_id");