DROP INDEX "saved_views_name_key";--> statement-breakpoint
DROP INDEX "saved_views_default_key";--> statement-breakpoint
ALTER TABLE "saved_views" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
-- Views of the personal grids (PERSONAL_LIST_RESOURCES) saved per company before: one set per
-- user now. Of equally named views the newest is kept, and so is the newest default.
DELETE FROM "saved_views" v USING "saved_views" w
 WHERE v.resource IN ('companies', 'adminUsers', 'adminCompanies', 'adminSync', 'adminCronReport')
   AND w.user_id = v.user_id AND w.resource = v.resource AND w.name = v.name
   AND (w.updated_at, w.id) > (v.updated_at, v.id);--> statement-breakpoint
UPDATE "saved_views" SET "company_id" = NULL WHERE resource IN ('companies', 'adminUsers', 'adminCompanies', 'adminSync', 'adminCronReport');--> statement-breakpoint
UPDATE "saved_views" v SET "is_default" = false
 WHERE v.company_id IS NULL AND v.is_default
   AND EXISTS (SELECT 1 FROM "saved_views" w
                WHERE w.company_id IS NULL AND w.is_default
                  AND w.user_id = v.user_id AND w.resource = v.resource
                  AND (w.updated_at, w.id) > (v.updated_at, v.id));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_name_key" ON "saved_views" USING btree ("user_id",coalesce("company_id", '00000000-0000-0000-0000-000000000000'::uuid),"resource","name");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_default_key" ON "saved_views" USING btree ("user_id",coalesce("company_id", '00000000-0000-0000-0000-000000000000'::uuid),"resource") WHERE "saved_views"."is_default";