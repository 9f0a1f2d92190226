CREATE TABLE "daily_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" varchar(2) NOT NULL,
	"stock_code" varchar(10) NOT NULL,
	"trade_date" date NOT NULL,
	"open" numeric(18, 4) NOT NULL,
	"high" numeric(18, 4) NOT NULL,
	"low" numeric(18, 4) NOT NULL,
	"close" numeric(18, 4) NOT NULL,
	"volume" bigint NOT NULL,
	"turnover" numeric(20, 2) NOT NULL,
	"source" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "daily_prices_market_stock_code_trade_date_key" ON "daily_prices" USING btree ("market","stock_code","trade_date");--> statement-breakpoint
CREATE INDEX "daily_prices_stock_code_trade_date_idx" ON "daily_prices" USING btree ("stock_code","trade_date");