/**
 * An order is made of one part per seller; each part has a status, and the order's status follows from its
 * parts' (decision 024). What the seller of a part may do next depends on its status alone.
 */
export const ORDER_STATUSES = ["pending", "shipped", "completed", "on-hold", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PART_ACTIONS = ["ship", "complete", "hold", "resume", "cancel"] as const;
export type PartAction = (typeof PART_ACTIONS)[number];

/**
 * The allowed moves: Pending → Shipped → Completed; Pending or Shipped → On hold → back to where it was;
 * Pending or On hold → Cancelled. Resume's target is the status the part was held from.
 */
const MOVES: Record<PartAction, { from: readonly OrderStatus[]; to: OrderStatus | "held-from" }> = {
  ship: { from: ["pending"], to: "shipped" },
  complete: { from: ["shipped"], to: "completed" },
  hold: { from: ["pending", "shipped"], to: "on-hold" },
  resume: { from: ["on-hold"], to: "held-from" },
  cancel: { from: ["pending", "on-hold"], to: "cancelled" },
};

/** The status a part in `status` (held from `heldFrom`) goes to with `action`, or null when the move is not allowed. */
export function nextStatus(action: PartAction, status: OrderStatus, heldFrom: OrderStatus | null): OrderStatus | null {
  const move = MOVES[action];
  if (!move.from.includes(status)) return null;
  if (move.to !== "held-from") return move.to;
  return heldFrom === "pending" || heldFrom === "shipped" ? heldFrom : null;
}

/** What a part in this status allows, in the order the seller's page offers them. */
export function allowedActions(status: OrderStatus, heldFrom: OrderStatus | null): PartAction[] {
  return PART_ACTIONS.filter((action) => nextStatus(action, status, heldFrom) !== null);
}

/**
 * The order's status from its parts': Pending while any part is pending, On hold if any is on hold, Shipped
 * when every part not cancelled has shipped (or is completed), Completed when every part not cancelled is
 * completed, Cancelled when every part is.
 */
export function orderStatusOf(parts: readonly OrderStatus[]): OrderStatus {
  const live = parts.filter((status) => status !== "cancelled");
  if (live.length === 0) return "cancelled";
  if (live.includes("pending")) return "pending";
  if (live.includes("on-hold")) return "on-hold";
  if (live.every((status) => status === "completed")) return "completed";
  return "shipped";
}
