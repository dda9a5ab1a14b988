CREATE TABLE "counterparties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"inn" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counterparties_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "finance_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"currency" char(3) NOT NULL,
	"opening_balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"opening_date" date NOT NULL,
	"organization_id" uuid,
	"wb_account_id" uuid,
	"archived" boolean DEFAULT false NOT NULL,
	"wb_balance" numeric(14, 2),
	"wb_for_withdraw" numeric(14, 2),
	"wb_balance_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_accounts_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "finance_accounts_type_check" CHECK ("finance_accounts"."type" IN ('bank', 'cash', 'card', 'marketplace'))
);
--> statement-breakpoint
CREATE TABLE "finance_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"pnl_line" text NOT NULL,
	"system_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_categories_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "finance_categories_kind_check" CHECK ("finance_categories"."kind" IN ('income', 'expense'))
);
--> statement-breakpoint
CREATE TABLE "finance_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"match" text NOT NULL,
	"inn" text,
	"pattern" text,
	"is_regex" boolean DEFAULT false NOT NULL,
	"kind" text,
	"category_id" uuid NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_rules_match_check" CHECK ("finance_rules"."match" IN ('counterparty', 'purpose'))
);
--> statement-breakpoint
CREATE TABLE "finance_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"account_id" uuid NOT NULL,
	"target_account_id" uuid,
	"category_id" uuid,
	"counterparty_id" uuid,
	"organization_id" uuid,
	"purpose" text,
	"comment" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_transactions_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "finance_transactions_amount_check" CHECK ("finance_transactions"."amount" > 0),
	CONSTRAINT "finance_transactions_kind_check" CHECK ("finance_transactions"."kind" IN ('income', 'expense', 'transfer')),
	CONSTRAINT "finance_transactions_source_check" CHECK ("finance_transactions"."source" IN ('manual', 'wb_payout', 'import')),
	CONSTRAINT "finance_transactions_transfer_check" CHECK (("finance_transactions"."kind" = 'transfer') = ("finance_transactions"."target_account_id" IS NOT NULL) AND "finance_transactions"."target_account_id" IS DISTINCT FROM "finance_transactions"."account_id")
);
--> statement-breakpoint
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_wb_account_id_wb_accounts_id_fk" FOREIGN KEY ("wb_account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_organization_id_company_fk" FOREIGN KEY ("company_id","organization_id") REFERENCES "public"."organizations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_wb_account_id_company_fk" FOREIGN KEY ("company_id","wb_account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_categories" ADD CONSTRAINT "finance_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_categories" ADD CONSTRAINT "finance_categories_parent_id_finance_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."finance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_categories" ADD CONSTRAINT "finance_categories_parent_id_company_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."finance_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_rules" ADD CONSTRAINT "finance_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_rules" ADD CONSTRAINT "finance_rules_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_rules" ADD CONSTRAINT "finance_rules_category_id_company_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."finance_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_account_id_finance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_target_account_id_finance_accounts_id_fk" FOREIGN KEY ("target_account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."finance_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_target_account_id_company_fk" FOREIGN KEY ("company_id","target_account_id") REFERENCES "public"."finance_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_category_id_company_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."finance_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_counterparty_id_company_fk" FOREIGN KEY ("company_id","counterparty_id") REFERENCES "public"."counterparties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_organization_id_company_fk" FOREIGN KEY ("company_id","organization_id") REFERENCES "public"."organizations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counterparties_company_inn_idx" ON "counterparties" USING btree ("company_id","inn") WHERE "counterparties"."inn" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_accounts_company_name_idx" ON "finance_accounts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "finance_accounts_wb_account_idx" ON "finance_accounts" USING btree ("company_id","wb_account_id") WHERE "finance_accounts"."wb_account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_categories_company_name_idx" ON "finance_categories" USING btree ("company_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "finance_categories_system_idx" ON "finance_categories" USING btree ("company_id","system_key") WHERE "finance_categories"."system_key" is not null;--> statement-breakpoint
CREATE INDEX "finance_rules_company_idx" ON "finance_rules" USING btree ("company_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_transactions_external_idx" ON "finance_transactions" USING btree ("company_id","account_id","external_id") WHERE "finance_transactions"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "finance_transactions_company_date_idx" ON "finance_transactions" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "finance_transactions_account_idx" ON "finance_transactions" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "finance_transactions_target_idx" ON "finance_transactions" USING btree ("target_account_id","date") WHERE "finance_transactions"."target_account_id" is not null;