CREATE TABLE "file_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"share_id" uuid,
	"node_id" uuid,
	"actor_user_id" uuid,
	"action" varchar(30) NOT NULL,
	"result" varchar(20) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_blob_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"space" varchar(20) NOT NULL,
	"parent_id" uuid,
	"kind" varchar(10) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_key" varchar(255) NOT NULL,
	"size_bytes" bigint,
	"mime_type" varchar(100),
	"current_version" integer,
	"created_by" uuid,
	"creator_name" varchar(60),
	"trashed_at" timestamp with time zone,
	"purge_after" timestamp with time zone,
	"trash_root_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"subject_type" varchar(12) NOT NULL,
	"subject_id" uuid NOT NULL,
	"right" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"password_hash" text NOT NULL,
	"permission" varchar(10) NOT NULL,
	"validity" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"last_access_at" timestamp with time zone,
	"created_by" uuid,
	"creator_name" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"node_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"uploaded_by" uuid,
	"uploader_name" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_cursors" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"position" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"key" varchar(200) NOT NULL,
	"name_en" text,
	"name_zh" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contact_type" smallint DEFAULT 1 NOT NULL,
	"contact_name" varchar(40) NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"name" text,
	"company_name" text,
	"tel" varchar(30) NOT NULL,
	"email" varchar(120),
	"post_code" varchar(20),
	"area" text,
	"address_one" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"target" jsonb NOT NULL,
	"target_label" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_invoice_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_ids" jsonb NOT NULL,
	"title_type" varchar(20) NOT NULL,
	"title" text NOT NULL,
	"tax_id" varchar(20),
	"email" varchar(120) NOT NULL,
	"address" text,
	"phone" varchar(30),
	"bank" text,
	"account" varchar(40),
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(20) DEFAULT 'REQUESTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(100),
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"verified" boolean NOT NULL,
	"outcome" varchar(40) NOT NULL,
	"detail" text,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"type" varchar(30) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_order_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_code" varchar(40) NOT NULL,
	"product_name" text NOT NULL,
	"registry" varchar(20),
	"target" jsonb,
	"target_label" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"official_fee_minor" bigint,
	"service_charge_minor" bigint,
	"currency" varchar(3) NOT NULL,
	"product_month" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"order_type" smallint NOT NULL,
	"status" varchar(20) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"title" text NOT NULL,
	"address_id" uuid,
	"contact_name" text,
	"tel" varchar(30),
	"email" varchar(120),
	"purpose" text,
	"type_code" varchar(20),
	"locale" varchar(5) NOT NULL,
	"paid_at" timestamp with time zone,
	"deliver_by" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_orders_amount_check" CHECK ("commerce_orders"."amount_minor" > 0),
	CONSTRAINT "commerce_orders_refund_check" CHECK ("commerce_orders"."refunded_minor" >= 0 and "commerce_orders"."refunded_minor" <= "commerce_orders"."paid_minor")
);
--> statement-breakpoint
CREATE TABLE "commerce_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" varchar(20) NOT NULL,
	"merchant_id" varchar(64) NOT NULL,
	"pay_way" smallint NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"provider_txn_id" varchar(64),
	"status" varchar(20) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"payer_amount_minor" bigint,
	"payer_currency" varchar(3),
	"code_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_queried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"registry" varchar(20),
	"name_en" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"description_en" text,
	"description_zh_cn" text,
	"description_zh_hk" text,
	"price_minor" bigint NOT NULL,
	"original_price_minor" bigint,
	"official_fee_minor" bigint,
	"service_charge_minor" bigint,
	"currency" varchar(3) NOT NULL,
	"product_month" integer,
	"recommend" smallint DEFAULT 0 NOT NULL,
	"needs_purpose" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_products_price_check" CHECK ("commerce_products"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tel" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" varchar(20) NOT NULL,
	"out_refund_no" varchar(64) NOT NULL,
	"provider_refund_id" varchar(64),
	"status" varchar(20) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"succeeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_refunds_amount_check" CHECK ("commerce_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_sandbox_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"pay_way" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" text NOT NULL,
	"state" varchar(20) NOT NULL,
	"transaction_id" varchar(64),
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_letterheads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"name" varchar(30) NOT NULL,
	"head_language" varchar(10) NOT NULL,
	"logo" "bytea" NOT NULL,
	"logo_type" varchar(20) NOT NULL,
	"logo_width" integer NOT NULL,
	"logo_height" integer NOT NULL,
	"header" "bytea" NOT NULL,
	"header_type" varchar(20) NOT NULL,
	"header_width" integer NOT NULL,
	"header_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"user_id" uuid,
	"template_id" varchar(60) NOT NULL,
	"template_version" smallint NOT NULL,
	"title" text NOT NULL,
	"stock_code" varchar(10),
	"company_name" text,
	"doc_language" varchar(10) NOT NULL,
	"layout" varchar(12) NOT NULL,
	"letterhead_id" uuid,
	"inputs" jsonb NOT NULL,
	"company" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secretary_calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secretary_calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "secretary_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"kind" varchar(24) NOT NULL,
	"name" varchar(200) NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"number" varchar(60),
	"issue_date" date,
	"expiry_date" date,
	"holder_user_id" uuid,
	"remark" varchar(2000),
	"reminder_offsets" jsonb DEFAULT '[5,3,1]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secretary_matters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"template_code" varchar(60),
	"name" varchar(200) NOT NULL,
	"description" varchar(2000),
	"company_kind" varchar(6) NOT NULL,
	"stock_code" varchar(10),
	"company_no" varchar(20),
	"company_name" varchar(200) NOT NULL,
	"board" varchar(8) NOT NULL,
	"inputs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"lead_user_id" uuid,
	"channels" jsonb DEFAULT '["email"]'::jsonb NOT NULL,
	"locale" varchar(5) DEFAULT 'zh-HK' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secretary_reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" varchar(12) NOT NULL,
	"subject_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" varchar(8) NOT NULL,
	"day" date NOT NULL,
	"status" varchar(10) NOT NULL,
	"recipient" varchar(120),
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" varchar(500),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secretary_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matter_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"code" varchar(60) NOT NULL,
	"sequence" integer NOT NULL,
	"names" jsonb NOT NULL,
	"period" varchar(7),
	"kind" varchar(16) NOT NULL,
	"rule" varchar(200),
	"confidence" varchar(1),
	"source" varchar(200),
	"due_time" varchar(5),
	"is_asap" boolean DEFAULT false NOT NULL,
	"statutory_date" date,
	"latest_business_day" date,
	"internal_date" date,
	"trigger_date" date,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lead_user_id" uuid,
	"participant_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(2000),
	"related_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_date" date,
	"reminder_offsets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reminder_daily" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secretary_templates" (
	"code" varchar(60) PRIMARY KEY NOT NULL,
	"category" varchar(20) NOT NULL,
	"audience" varchar(10) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"definition" jsonb NOT NULL,
	"origin" varchar(10) DEFAULT 'seed' NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "dedupe_key" varchar(160);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "ref" jsonb;--> statement-breakpoint
ALTER TABLE "file_nodes" ADD CONSTRAINT "file_nodes_parent_id_file_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_permissions" ADD CONSTRAINT "file_permissions_folder_id_file_nodes_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_cart_items" ADD CONSTRAINT "commerce_cart_items_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_memberships" ADD CONSTRAINT "commerce_memberships_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_events" ADD CONSTRAINT "commerce_order_events_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_files" ADD CONSTRAINT "commerce_order_files_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_items" ADD CONSTRAINT "commerce_order_items_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_items" ADD CONSTRAINT "commerce_order_items_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_payments" ADD CONSTRAINT "commerce_payments_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_receipts" ADD CONSTRAINT "commerce_receipts_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_refunds" ADD CONSTRAINT "commerce_refunds_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_refunds" ADD CONSTRAINT "commerce_refunds_payment_id_commerce_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."commerce_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "generated_documents_letterhead_id_document_letterheads_id_fk" FOREIGN KEY ("letterhead_id") REFERENCES "public"."document_letterheads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secretary_tasks" ADD CONSTRAINT "secretary_tasks_matter_id_secretary_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."secretary_matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_audit_log_share_id_idx" ON "file_audit_log" USING btree ("share_id","created_at");--> statement-breakpoint
CREATE INDEX "file_audit_log_organisation_id_idx" ON "file_audit_log" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "file_nodes_live_name_key" ON "file_nodes" USING btree ("organisation_id","space",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),"name_key") WHERE "file_nodes"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "file_nodes_parent_id_idx" ON "file_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "file_nodes_organisation_space_idx" ON "file_nodes" USING btree ("organisation_id","space");--> statement-breakpoint
CREATE INDEX "file_nodes_purge_after_idx" ON "file_nodes" USING btree ("purge_after");--> statement-breakpoint
CREATE UNIQUE INDEX "file_permissions_folder_subject_key" ON "file_permissions" USING btree ("folder_id","subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_shares_token_hash_key" ON "file_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "file_shares_organisation_id_idx" ON "file_shares" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "file_shares_node_id_idx" ON "file_shares" USING btree ("node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_versions_node_version_key" ON "file_versions" USING btree ("node_id","version");--> statement-breakpoint
CREATE INDEX "file_versions_organisation_id_idx" ON "file_versions" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_follows_user_kind_key" ON "alert_follows" USING btree ("user_id","kind","key");--> statement-breakpoint
CREATE INDEX "alert_follows_kind_key_idx" ON "alert_follows" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "commerce_addresses_user_id_idx" ON "commerce_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "commerce_cart_items_user_id_idx" ON "commerce_cart_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "commerce_invoice_requests_user_id_idx" ON "commerce_invoice_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_memberships_order_id_key" ON "commerce_memberships" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commerce_memberships_user_id_idx" ON "commerce_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "commerce_notifications_event_idx" ON "commerce_notifications" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "commerce_notifications_created_at_idx" ON "commerce_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "commerce_order_events_order_id_idx" ON "commerce_order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commerce_order_files_order_id_idx" ON "commerce_order_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commerce_order_items_order_id_idx" ON "commerce_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_order_no_key" ON "commerce_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "commerce_orders_user_id_created_at_idx" ON "commerce_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_orders_status_idx" ON "commerce_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_payments_out_trade_no_key" ON "commerce_payments" USING btree ("provider","merchant_id","out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_payments_provider_txn_key" ON "commerce_payments" USING btree ("provider","provider_txn_id");--> statement-breakpoint
CREATE INDEX "commerce_payments_order_id_idx" ON "commerce_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_products_code_key" ON "commerce_products" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_receipts_order_id_key" ON "commerce_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_refunds_out_refund_no_key" ON "commerce_refunds" USING btree ("provider","out_refund_no");--> statement-breakpoint
CREATE INDEX "commerce_refunds_order_id_idx" ON "commerce_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_sandbox_trades_out_trade_no_key" ON "commerce_sandbox_trades" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "document_letterheads_organisation_name_key" ON "document_letterheads" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "generated_documents_user_created_at_idx" ON "generated_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "secretary_certificates_organisation_idx" ON "secretary_certificates" USING btree ("organisation_id","expiry_date");--> statement-breakpoint
CREATE INDEX "secretary_matters_organisation_status_idx" ON "secretary_matters" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "secretary_reminder_deliveries_once_key" ON "secretary_reminder_deliveries" USING btree ("subject_kind","subject_id","user_id","channel","day");--> statement-breakpoint
CREATE INDEX "secretary_reminder_deliveries_subject_idx" ON "secretary_reminder_deliveries" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "secretary_tasks_matter_idx" ON "secretary_tasks" USING btree ("matter_id","sequence");--> statement-breakpoint
CREATE INDEX "secretary_tasks_organisation_internal_idx" ON "secretary_tasks" USING btree ("organisation_id","internal_date");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_user_id_dedupe_key_key" ON "messages" USING btree ("user_id","dedupe_key");