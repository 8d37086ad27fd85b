CREATE TABLE "search_keyword_visitor" (
	"keyword" varchar(100) NOT NULL,
	"day" varchar(10) NOT NULL,
	"visitor" varchar(32) NOT NULL,
	CONSTRAINT "search_keyword_visitor_day_keyword_visitor_pk" PRIMARY KEY("day","keyword","visitor")
);
--> statement-breakpoint
CREATE TABLE "sensitive_word" (
	"word" varchar(50) PRIMARY KEY NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "wallet_log_member_idx";--> statement-breakpoint
ALTER TABLE "wallet_log" ALTER COLUMN "create_time" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "wallet_log" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "wallet_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "search_keyword_visitor_visitor_idx" ON "search_keyword_visitor" USING btree ("day","visitor");--> statement-breakpoint
CREATE INDEX "wallet_log_member_idx" ON "wallet_log" USING btree ("member_id","seq");--> statement-breakpoint
-- A starting list of words hot words must never show (gambling, drugs, weapons, forged papers,
-- sex services, spam contacts); operators edit the table.
INSERT INTO "sensitive_word" ("word") VALUES
  ('赌博'),('博彩'),('赌场'),('百家乐'),('六合彩'),('时时彩'),('彩票预测'),('网赌'),('赌球'),
  ('毒品'),('冰毒'),('海洛因'),('大麻'),('摇头丸'),('迷药'),('迷幻药'),('催情'),
  ('枪支'),('手枪'),('猎枪'),('弹药'),('炸药'),('管制刀具'),
  ('代开发票'),('发票代开'),('办证'),('假证'),('假币'),('洗钱'),('套现'),('刷单'),('高利贷'),('裸贷'),
  ('色情'),('裸聊'),('援交'),('约炮'),('一夜情'),('成人视频'),
  ('翻墙'),('私服'),('外挂'),('加微信'),('加qq'),('兼职日结'),
  ('porn'),('casino'),('viagra'),('gambling')
ON CONFLICT DO NOTHING;
