CREATE TABLE "purchase_order" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"title" varchar(100) NOT NULL,
	"category_id" text NOT NULL,
	"category_path" varchar(128) NOT NULL,
	"quantity" integer NOT NULL,
	"unit" varchar(16) NOT NULL,
	"target_price" integer,
	"currency" varchar(3) DEFAULT 'CNY' NOT NULL,
	"incoterm" varchar(3) NOT NULL,
	"destination_country" varchar(2) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"attachments" text[] DEFAULT '{}' NOT NULL,
	"store_id" text,
	"store_name" varchar(64),
	"goods_id" text,
	"sku_id" text,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"close_reason" varchar(10),
	"quote_count" integer DEFAULT 0 NOT NULL,
	"accepted_quote_id" text,
	"order_sn" varchar(40),
	"trade_sn" varchar(40),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_quote" (
	"id" text PRIMARY KEY NOT NULL,
	"purchase_order_id" text NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"goods_name" varchar(200) NOT NULL,
	"tiers" jsonb NOT NULL,
	"moq" integer NOT NULL,
	"incoterm" varchar(3) NOT NULL,
	"lead_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"message" varchar(1000) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'SUBMITTED' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"quoted_by" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_sn_uq" ON "purchase_order" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "purchase_order_member_idx" ON "purchase_order" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "purchase_order_open_idx" ON "purchase_order" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "purchase_order_store_idx" ON "purchase_order" USING btree ("store_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_quote_store_uq" ON "purchase_quote" USING btree ("purchase_order_id","store_id");--> statement-breakpoint
CREATE INDEX "purchase_quote_store_idx" ON "purchase_quote" USING btree ("store_id","update_time");