ALTER TYPE "public"."content_type" ADD VALUE 'sec_filing';--> statement-breakpoint
ALTER TYPE "public"."content_type" ADD VALUE 'regulatory_update';--> statement-breakpoint
ALTER TYPE "public"."content_type" ADD VALUE 'event';