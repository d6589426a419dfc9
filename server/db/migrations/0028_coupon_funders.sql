CREATE TYPE "public"."coupon_funder" AS ENUM('store', 'seller');--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'coupon';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_funded_by" "coupon_funder";--> statement-breakpoint
-- Decision 043: who pays for an order's coupon. Orders placed before this knew it only through the coupon's row: a
-- store-wide one (no seller) is the store's to fund, a seller's their own. A coupon deleted since leaves it unknown
-- (null), which the ledger treats as before: the parts bear their shares.
UPDATE "orders" SET "coupon_funded_by" = CASE WHEN c."seller_id" IS NULL THEN 'store'::"coupon_funder" ELSE 'seller'::"coupon_funder" END
FROM "coupons" c WHERE c."code" = "orders"."coupon_code" AND "orders"."coupon_code" IS NOT NULL;
