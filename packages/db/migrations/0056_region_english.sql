-- English names are generated from the Chinese by the seeder `region-names-en` (decision 159).
ALTER TABLE "region" ADD COLUMN "name_en" varchar(128);