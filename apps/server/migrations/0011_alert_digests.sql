CREATE TABLE "alert_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"message_count" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_switches" ADD COLUMN "email_digest" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_switches" ADD COLUMN "digest_locale" varchar(5);--> statement-breakpoint
CREATE UNIQUE INDEX "alert_digests_user_day_key" ON "alert_digests" USING btree ("user_id","day");