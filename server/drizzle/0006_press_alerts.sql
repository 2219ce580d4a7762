ALTER TYPE "public"."audit_action" ADD VALUE 'press_alert_requested';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'press_alert_confirmed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'press_alert_unsubscribed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'press_alert_subscribers_exported';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'press_alert_subscriber';--> statement-breakpoint
CREATE TABLE "press_alert_deliveries" (
	"release_id" text NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "press_alert_deliveries_release_id_subscriber_id_pk" PRIMARY KEY("release_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "press_alert_releases" (
	"release_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"first_live_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_alert_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_ip" text,
	"consented_at" timestamp with time zone,
	"consent_ip" text,
	CONSTRAINT "press_alert_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "press_alert_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "press_alert_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "press_alert_deliveries" ADD CONSTRAINT "press_alert_deliveries_release_id_press_alert_releases_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."press_alert_releases"("release_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_alert_deliveries" ADD CONSTRAINT "press_alert_deliveries_subscriber_id_press_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."press_alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "press_alert_subscribers_consented_at_idx" ON "press_alert_subscribers" USING btree ("consented_at");