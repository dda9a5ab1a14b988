-- Company-scoped references point at (company_id, id): the database itself refuses an object
-- of another company (docs/budgets.md#tenant-isolation-and-access-control). The keys they need first.
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "wb_accounts" ADD CONSTRAINT "wb_accounts_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "api_proxies" ADD CONSTRAINT "api_proxies_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_parent_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_role_id_company_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_id_company_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wb_accounts" ADD CONSTRAINT "wb_accounts_organization_id_company_fk" FOREIGN KEY ("company_id","organization_id") REFERENCES "public"."organizations"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wb_tokens" ADD CONSTRAINT "wb_tokens_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wb_cookies" ADD CONSTRAINT "wb_cookies_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "api_proxy_accounts" ADD CONSTRAINT "api_proxy_accounts_proxy_id_company_fk" FOREIGN KEY ("company_id","proxy_id") REFERENCES "public"."api_proxies"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "api_proxy_accounts" ADD CONSTRAINT "api_proxy_accounts_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_company_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_company_fk" FOREIGN KEY ("company_id","tag_id") REFERENCES "public"."tags"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_company_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_costs" ADD CONSTRAINT "product_costs_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;
