CREATE TABLE "wechat_oa_followers" (
	"oa_open_id" varchar(64) PRIMARY KEY NOT NULL,
	"union_id" varchar(64),
	"user_id" uuid,
	"following" boolean NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "stored_files" jsonb;--> statement-breakpoint
ALTER TABLE "wechat_oa_followers" ADD CONSTRAINT "wechat_oa_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wechat_oa_followers_union_id_idx" ON "wechat_oa_followers" USING btree ("union_id");--> statement-breakpoint
CREATE INDEX "wechat_oa_followers_user_id_idx" ON "wechat_oa_followers" USING btree ("user_id");