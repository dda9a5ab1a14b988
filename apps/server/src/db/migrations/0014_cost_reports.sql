CREATE TABLE "wb_paid_acceptance" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"income_id" numeric(20, 0) NOT NULL,
	"nm_id" bigint NOT NULL,
	"shk_create_date" date NOT NULL,
	"gi_create_date" date,
	"count" integer,
	"subject_name" text,
	"total" numeric,
	"raw" jsonb NOT NULL,
	CONSTRAINT "wb_paid_acceptance_account_id_income_id_nm_id_shk_create_date_pk" PRIMARY KEY("account_id","income_id","nm_id","shk_create_date")
);
--> statement-breakpoint
CREATE TABLE "wb_paid_storage" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"original_date" date NOT NULL,
	"date" date NOT NULL,
	"office_id" bigint NOT NULL,
	"warehouse" text NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"gi_id" numeric(20, 0) NOT NULL,
	"nm_id" bigint,
	"size" text,
	"barcode" text,
	"subject" text,
	"brand" text,
	"vendor_code" text,
	"volume" numeric,
	"calc_type" text,
	"warehouse_coef" numeric,
	"log_warehouse_coef" numeric,
	"barcodes_count" integer,
	"pallet_place_code" integer,
	"pallet_count" numeric,
	"warehouse_price" numeric,
	"loyalty_discount" numeric,
	"tariff_fix_date" date,
	"tariff_lower_date" date,
	"raw" jsonb NOT NULL,
	CONSTRAINT "wb_paid_storage_account_id_original_date_office_id_warehouse_chrt_id_gi_id_pk" PRIMARY KEY("account_id","original_date","office_id","warehouse","chrt_id","gi_id")
);
--> statement-breakpoint
ALTER TABLE "wb_paid_acceptance" ADD CONSTRAINT "wb_paid_acceptance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_paid_acceptance" ADD CONSTRAINT "wb_paid_acceptance_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_paid_storage" ADD CONSTRAINT "wb_paid_storage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_paid_storage" ADD CONSTRAINT "wb_paid_storage_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_paid_acceptance_company_date_idx" ON "wb_paid_acceptance" USING btree ("company_id","shk_create_date");--> statement-breakpoint
CREATE INDEX "wb_paid_acceptance_account_nm_idx" ON "wb_paid_acceptance" USING btree ("account_id","nm_id","shk_create_date");--> statement-breakpoint
CREATE INDEX "wb_paid_storage_company_date_idx" ON "wb_paid_storage" USING btree ("company_id","original_date");--> statement-breakpoint
CREATE INDEX "wb_paid_storage_account_nm_idx" ON "wb_paid_storage" USING btree ("account_id","nm_id","original_date");