CREATE TABLE "message_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" varchar(8) NOT NULL,
	"status" varchar(10) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" varchar(300),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_access_tokens" (
	"app_id" varchar(64) PRIMARY KEY NOT NULL,
	"token" text,
	"expires_at" timestamp with time zone,
	"refreshing_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" varchar(40) NOT NULL,
	"trigger" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"requests" integer DEFAULT 0 NOT NULL,
	"fetched" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"error" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply" varchar(200);--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_deliveries_message_channel_key" ON "message_deliveries" USING btree ("message_id","channel");--> statement-breakpoint
CREATE INDEX "sync_runs_source_started_idx" ON "sync_runs" USING btree ("source","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_running_key" ON "sync_runs" USING btree ("source") WHERE "sync_runs"."status" = 'running';