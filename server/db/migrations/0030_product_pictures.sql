-- Pictures per colour (issue 48, decision 046): a product's picture may show one of its colours. A cart line, the
-- order line placed from it (order_lines.image_key, its snapshot) and the product page chosen in a colour show that
-- colour's picture first; null is a picture of no colour in particular. The slug is checked against the product's
-- colours where listings are written (server/listings); a tie left to a colour the product no longer has matches no
-- line. The column is nullable without a default: added without rewriting the table.
ALTER TABLE "product_images" ADD COLUMN "color_slug" text;--> statement-breakpoint
-- A listing's edit or removal deletes the files of the pictures it drops unless a past order still shows them
-- (or another product's row does): this index answers that per key.
CREATE INDEX "order_lines_image_key_idx" ON "order_lines" USING btree ("image_key");
