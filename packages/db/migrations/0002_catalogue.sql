CREATE TABLE "brand" (
	"id" text PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"logo" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" text PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"parent_id" text NOT NULL,
	"level" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"commission_rate" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(32) NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"selling_point" varchar(256) DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"store_id" text NOT NULL,
	"brand_id" text DEFAULT '0' NOT NULL,
	"category_path" varchar(96) NOT NULL,
	"category_id" text NOT NULL,
	"images" jsonb NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"param_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"goods_unit" varchar(8) DEFAULT '件' NOT NULL,
	"goods_type" varchar(16) DEFAULT 'PHYSICAL_GOODS' NOT NULL,
	"sales_model" varchar(16) DEFAULT 'RETAIL' NOT NULL,
	"market_enable" varchar(8) DEFAULT 'UPPER' NOT NULL,
	"auth_flag" varchar(16) DEFAULT 'PASS' NOT NULL,
	"self_operated" boolean DEFAULT false NOT NULL,
	"recommend" boolean DEFAULT false NOT NULL,
	"buy_count" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"grade" smallint DEFAULT 100 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"name_tokens" text DEFAULT '' NOT NULL,
	"extra_tokens" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name_tokens), 'A') || setweight(to_tsvector('simple', extra_tokens), 'B')) STORED NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_sku" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"sn" varchar(40) NOT NULL,
	"specs" jsonb NOT NULL,
	"simple_specs" varchar(128) DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"buy_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_sku_quantity_nonneg" CHECK ("goods_sku"."quantity" >= 0),
	CONSTRAINT "goods_sku_price_nonneg" CHECK ("goods_sku"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hot_word_seed" (
	"keyword" varchar(100) PRIMARY KEY NOT NULL,
	"score" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_evaluation" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"member_name" varchar(64) NOT NULL,
	"member_profile" text DEFAULT '' NOT NULL,
	"store_id" text NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"goods_image" text DEFAULT '' NOT NULL,
	"order_no" varchar(64) DEFAULT '' NOT NULL,
	"order_item_sn" varchar(64),
	"grade" varchar(16) NOT NULL,
	"content" varchar(500) NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"have_image" boolean DEFAULT false NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"reply" text,
	"reply_image" text,
	"have_reply_image" boolean DEFAULT false NOT NULL,
	"reply_status" boolean DEFAULT false NOT NULL,
	"delivery_score" smallint DEFAULT 5 NOT NULL,
	"service_score" smallint DEFAULT 5 NOT NULL,
	"description_score" smallint DEFAULT 5 NOT NULL,
	"delete_flag" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keyword_stat" (
	"keyword" varchar(100) NOT NULL,
	"day" varchar(10) NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_keyword_stat_keyword_day_pk" PRIMARY KEY("keyword","day")
);
--> statement-breakpoint
CREATE TABLE "footprint" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"store_id" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_collection" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_collection" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"store_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store" (
	"id" text PRIMARY KEY NOT NULL,
	"store_name" varchar(64) NOT NULL,
	"store_logo" text NOT NULL,
	"store_desc" text DEFAULT '' NOT NULL,
	"country_code" varchar(8) NOT NULL,
	"country_name" varchar(32) NOT NULL,
	"company_address_path" varchar(128) DEFAULT '' NOT NULL,
	"self_operated" boolean DEFAULT false NOT NULL,
	"store_disable" varchar(16) DEFAULT 'OPEN' NOT NULL,
	"description_score" smallint DEFAULT 50 NOT NULL,
	"service_score" smallint DEFAULT 50 NOT NULL,
	"delivery_score" smallint DEFAULT 50 NOT NULL,
	"collection_num" integer DEFAULT 0 NOT NULL,
	"recommend" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "goods_search_idx" ON "goods" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "goods_param_tags_idx" ON "goods" USING gin ("param_tags");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","market_enable");--> statement-breakpoint
CREATE INDEX "goods_category_path_idx" ON "goods" USING btree ("category_path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_store_idx" ON "goods" USING btree ("store_id","create_time");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_sku_goods_idx" ON "goods_sku" USING btree ("goods_id","sort_order");--> statement-breakpoint
CREATE INDEX "goods_sku_price_idx" ON "goods_sku" USING btree ("price");--> statement-breakpoint
CREATE INDEX "member_evaluation_goods_idx" ON "member_evaluation" USING btree ("goods_id","status","create_time");--> statement-breakpoint
CREATE INDEX "member_evaluation_member_idx" ON "member_evaluation" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "search_keyword_stat_day_idx" ON "search_keyword_stat" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "footprint_member_goods_uq" ON "footprint" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE INDEX "footprint_member_time_idx" ON "footprint" USING btree ("member_id","update_time");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_collection_member_sku_uq" ON "goods_collection" USING btree ("member_id","sku_id");--> statement-breakpoint
CREATE INDEX "goods_collection_member_idx" ON "goods_collection" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "store_collection_member_store_uq" ON "store_collection" USING btree ("member_id","store_id");--> statement-breakpoint
CREATE INDEX "store_collection_member_idx" ON "store_collection" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "store_recommend_idx" ON "store" USING btree ("recommend","create_time");