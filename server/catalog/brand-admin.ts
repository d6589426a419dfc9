import { randomUUID } from "node:crypto";
import { asc, count, eq, sql } from "drizzle-orm";
import type { FieldErrors } from "~domain/form";
import { renditionKey } from "~domain/renditions";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db } from "../db/handle";
import { brands, categoryBrands, products, slugRedirects } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { type ListingImage, removeListingImage, storeRenditions } from "../listings/listing-images";
import type { MediaStore } from "../media/store";
import { forgetOldSlug, rememberOldSlug } from "./slug-redirects";
import { type BrandInput, chosenSlug } from "./taxonomy-input";

// The brands in the operator's hands (issue 50, decision 054): add, rename (the catalogue's old `filter_check` links
// follow, 301), logo, country, and merging one into another, which moves its products.

type Operator = Pick<SessionUser, "id" | "email">;
const SLUG_CONSTRAINT = "brands_slug_unique";
const UPLOADED = /^brands\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type AdminBrand = {
  id: number;
  slug: string;
  name: string;
  country: string | null;
  logoKey: string | null;
  /** Its products, listed or not. */
  products: number;
};

export async function brandsForAdmin(db: Db): Promise<AdminBrand[]> {
  const [rows, counted] = await Promise.all([
    db.select().from(brands).orderBy(asc(brands.name), asc(brands.id)),
    db.select({ id: products.brandId, n: count() }).from(products).groupBy(products.brandId),
  ]);
  const productsOf = new Map(counted.map((row) => [row.id, row.n]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    country: row.country,
    logoKey: row.logoKey,
    products: productsOf.get(row.id) ?? 0,
  }));
}

export type BrandScreen = { brand: AdminBrand; logoUrl: string | null; others: AdminBrand[] };

export async function brandScreen(db: Db, media: Pick<MediaStore, "url">, id: number): Promise<BrandScreen | null> {
  const all = await brandsForAdmin(db);
  const brand = all.find((row) => row.id === id);
  if (!brand) return null;
  return {
    brand,
    logoUrl: brand.logoKey ? media.url(renditionKey(brand.logoKey, "card")) : null,
    others: all.filter((row) => row.id !== id),
  };
}

export type BrandSaved = { ok: true; id: number; slug: string } | { ok: false; errors: FieldErrors };

function slugTaken(error: unknown): BrandSaved {
  if (isUniqueViolation(error, SLUG_CONSTRAINT)) return { ok: false, errors: { slug: "taxonomy.errors.slugTaken" } };
  throw error;
}

export async function createBrand(db: Db, operator: Operator, input: BrandInput): Promise<BrandSaved> {
  try {
    return await db.transaction(async (tx) => {
      const slug = chosenSlug(input.slug, input.name, null, "brand");
      const [row] = await tx
        .insert(brands)
        .values({ slug, name: input.name, country: input.country === "" ? null : input.country })
        .returning({ id: brands.id });
      if (!row) throw new Error("brand not inserted");
      await forgetOldSlug(tx, "brand", slug);
      await recordAudit(tx, operator, { action: "brand.create", subject: `brand:${row.id}`, subjectLabel: input.name });
      return { ok: true as const, id: row.id, slug };
    });
  } catch (error) {
    return slugTaken(error);
  }
}

/** Renames a brand and sets its country; a new slug keeps the old links answering (301). */
export async function updateBrand(
  db: Db,
  operator: Operator,
  id: number,
  input: BrandInput,
): Promise<BrandSaved | null> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
      if (!current) return null;
      const slug = chosenSlug(input.slug, input.name, current, "brand");
      await tx
        .update(brands)
        .set({ slug, name: input.name, country: input.country === "" ? null : input.country })
        .where(eq(brands.id, id));
      if (slug !== current.slug) {
        await forgetOldSlug(tx, "brand", slug);
        await rememberOldSlug(tx, current.slug, { kind: "brand", id });
      }
      await recordAudit(tx, operator, {
        action: "brand.update",
        subject: `brand:${id}`,
        subjectLabel: input.name,
        reason: current.name !== input.name ? `${current.name} → ${input.name}` : null,
      });
      return { ok: true as const, id, slug };
    });
  } catch (error) {
    return slugTaken(error);
  }
}

export async function setBrandLogo(
  db: Db,
  media: MediaStore,
  operator: Operator,
  id: number,
  image: ListingImage,
): Promise<boolean> {
  const key = `brands/${randomUUID()}`;
  await storeRenditions(media, key, image);
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
    if (!row) return null;
    await tx.update(brands).set({ logoKey: key }).where(eq(brands.id, id));
    await recordAudit(tx, operator, { action: "brand.logo", subject: `brand:${id}`, subjectLabel: row.name });
    return { key: row.logoKey };
  });
  if (!previous) {
    await removeListingImage(media, key);
    return false;
  }
  if (previous.key && UPLOADED.test(previous.key)) await removeListingImage(media, previous.key);
  return true;
}

export type BrandsMerged =
  | { ok: true; moved: number; into: { id: number; slug: string } }
  | { ok: false; errors: FieldErrors }
  | null;

/**
 * Merges brand `id` into `into`: its products move (their triggers keep the facet summaries exact and tell the page
 * cache), the categories that offered it offer `into`, its old addresses and its own slug lead to `into`, and it goes.
 */
export async function mergeBrands(
  db: Db,
  media: MediaStore,
  operator: Operator,
  id: number,
  into: number,
): Promise<BrandsMerged> {
  const result = await db.transaction(async (tx) => {
    // Both rows locked in id order, so two merges of the same pair cannot wait on each other.
    const rows = await tx
      .select()
      .from(brands)
      .where(sql`${brands.id} in (${id}, ${into})`)
      .orderBy(asc(brands.id))
      .for("update");
    const from = rows.find((row) => row.id === id);
    if (!from) return null;
    const target = rows.find((row) => row.id === into);
    if (!target || into === id) return { ok: false as const, errors: { into: "taxonomy.errors.choose" } };
    const moved = await tx
      .update(products)
      .set({ brandId: into, updatedAt: sql`now()` })
      .where(eq(products.brandId, id))
      .returning({ id: products.id });
    await tx.execute(sql`
      insert into ${categoryBrands} (category_id, brand_id)
      select category_id, ${into}::int from ${categoryBrands} where brand_id = ${id}
      on conflict do nothing`);
    await tx.update(slugRedirects).set({ brandId: into }).where(eq(slugRedirects.brandId, id));
    await tx.delete(brands).where(eq(brands.id, id));
    await rememberOldSlug(tx, from.slug, { kind: "brand", id: into });
    await recordAudit(tx, operator, {
      action: "brand.merge",
      subject: `brand:${into}`,
      subjectLabel: target.name,
      reason: `${from.name} (${moved.length}) → ${target.name}`,
    });
    return { ok: true as const, moved: moved.length, into: { id: into, slug: target.slug }, logoKey: from.logoKey };
  });
  if (result?.ok && result.logoKey && UPLOADED.test(result.logoKey)) await removeListingImage(media, result.logoKey);
  if (!result?.ok) return result;
  return { ok: true, moved: result.moved, into: result.into };
}
