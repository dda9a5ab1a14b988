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
ALTER TABLE "finance_daily" ADD CONSTRAINT "finance_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_daily" ADD CONSTRAINT "finance_daily_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_daily_company_day_idx" ON "finance_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "realization_rows_account_date_nm_idx" ON "realization_rows" USING btree ("account_id","rr_date","nm_id");