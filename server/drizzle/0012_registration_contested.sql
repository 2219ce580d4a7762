ALTER TABLE "user" ADD COLUMN "registration_contested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts contested before this column existed had their confirmation links deleted: keep them contested.
UPDATE "user" SET "registration_contested" = true
WHERE "email_verified" = false
  AND NOT EXISTS (SELECT 1 FROM "email_confirmations" WHERE "email_confirmations"."user_id" = "user"."id");
