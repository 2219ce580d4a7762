ALTER TABLE "trial_applications" ADD COLUMN "repeat_of" uuid;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_repeat_of_trial_applications_id_fk" FOREIGN KEY ("repeat_of") REFERENCES "public"."trial_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_applications_repeat_of_idx" ON "trial_applications" USING btree ("repeat_of");--> statement-breakpoint
-- Earlier applications from one address (equal index under the same key) are linked as the new code would link them.
UPDATE "trial_applications" AS t SET "repeat_of" = f."id"
FROM (
  SELECT DISTINCT ON ("email_index") "email_index", "id" FROM "trial_applications" ORDER BY "email_index", "created_at", "id"
) AS f
WHERE t."email_index" = f."email_index" AND t."id" <> f."id";
