ALTER TABLE "press_alert_subscribers" RENAME COLUMN "unsubscribe_token" TO "unsubscribe_token_hash";--> statement-breakpoint
ALTER TABLE "press_alert_subscribers" DROP CONSTRAINT "press_alert_subscribers_unsubscribe_token_unique";--> statement-breakpoint
ALTER TABLE "press_alert_subscribers" ALTER COLUMN "unsubscribe_token_hash" DROP NOT NULL;--> statement-breakpoint
-- The tokens already mailed are random, so their SHA-256 (hex, as tokens.ts hashes) keeps every mailed link working.
UPDATE "press_alert_subscribers" SET "unsubscribe_token_hash" = encode(sha256(convert_to("unsubscribe_token_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "press_alert_deliveries" ALTER COLUMN "claimed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "press_alert_deliveries" ALTER COLUMN "claimed_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "press_alert_deliveries" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "press_alert_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "press_alert_deliveries" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "press_alert_releases" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "press_alert_releases" ADD COLUMN "url" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "press_alert_deliveries_due_idx" ON "press_alert_deliveries" USING btree ("next_attempt_at") WHERE "press_alert_deliveries"."claimed_at" is null and "press_alert_deliveries"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "press_alert_deliveries" ADD CONSTRAINT "press_alert_deliveries_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash");--> statement-breakpoint
ALTER TABLE "press_alert_subscribers" ADD CONSTRAINT "press_alert_subscribers_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash");