import { inArray } from "drizzle-orm";
import type { Db } from "../db/handle";
import { orderLines } from "../db/schema";

/**
 * The picture keys among `keys` that placed orders still show: each order line keeps the key of the picture its
 * product had in the line's colour (order_lines_image_key_idx), so those files must outlive the listing.
 */
export async function pictureKeysInOrders(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: orderLines.imageKey })
    .from(orderLines)
    .where(inArray(orderLines.imageKey, keys));
  return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
}
