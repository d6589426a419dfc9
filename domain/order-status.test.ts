import { describe, expect, it } from "vitest";
import { allowedActions, nextStatus, ORDER_STATUSES, orderStatusOf, PART_ACTIONS } from "./order-status";

describe("a part's status moves", () => {
  it("allow exactly Pending → Shipped → Completed, Pending or Shipped ⇄ On hold, Pending or On hold → Cancelled", () => {
    const allowed: string[] = [];
    for (const status of ORDER_STATUSES) {
      for (const heldFrom of [null, "pending", "shipped"] as const) {
        for (const action of PART_ACTIONS) {
          const to = nextStatus(action, status, status === "on-hold" ? heldFrom : null);
          if (to && (status === "on-hold" || heldFrom === null))
            allowed.push(`${status}(${heldFrom}) ${action} → ${to}`);
        }
      }
    }
    expect(allowed.sort()).toEqual(
      [
        "pending(null) ship → shipped",
        "pending(null) hold → on-hold",
        "pending(null) cancel → cancelled",
        "shipped(null) complete → completed",
        "shipped(null) hold → on-hold",
        "on-hold(pending) resume → pending",
        "on-hold(shipped) resume → shipped",
        "on-hold(null) cancel → cancelled",
        "on-hold(pending) cancel → cancelled",
        "on-hold(shipped) cancel → cancelled",
      ].sort(),
    );
  });

  it("offer a completed or cancelled part nothing more", () => {
    expect(allowedActions("completed", null)).toEqual([]);
    expect(allowedActions("cancelled", null)).toEqual([]);
    expect(allowedActions("pending", null)).toEqual(["ship", "hold", "cancel"]);
  });
});

describe("an order's status", () => {
  it("follows from its parts", () => {
    expect(orderStatusOf(["pending"])).toBe("pending");
    expect(orderStatusOf(["pending", "shipped", "on-hold"])).toBe("pending");
    expect(orderStatusOf(["shipped", "on-hold"])).toBe("on-hold");
    expect(orderStatusOf(["shipped", "completed", "cancelled"])).toBe("shipped");
    expect(orderStatusOf(["completed", "cancelled"])).toBe("completed");
    expect(orderStatusOf(["cancelled", "cancelled"])).toBe("cancelled");
  });
});
