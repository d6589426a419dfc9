import { describe, expect, it } from "vitest";
import { conversationIdInPath, messageSchema } from "./conversation-input";

describe("a message's text", () => {
  it("is trimmed, counts a line break as one character, and holds 1 to 2,000 characters", () => {
    expect(messageSchema.safeParse({ body: `  ${"a".repeat(1998)}\r\nb  ` }).data?.body).toBe(`${"a".repeat(1998)}\nb`);
    expect(messageSchema.safeParse({ body: "a".repeat(2001) }).error?.issues[0]?.message).toBe(
      "conversations.errors.tooLong",
    );
    expect(messageSchema.safeParse({ body: " \n " }).error?.issues[0]?.message).toBe("errors.required");
    expect(messageSchema.safeParse({}).error?.issues[0]?.message).toBe("errors.required");
  });
});

describe("conversationIdInPath", () => {
  it("finds the conversation a page or its data request opens, and nothing else", () => {
    expect(conversationIdInPath("/account/messages/12")).toBe(12);
    expect(conversationIdInPath("/account/messages/12.data")).toBe(12);
    expect(conversationIdInPath("/account/messages/12/")).toBe(12);
    for (const path of ["/account/messages", "/account/messages/ask", "/account/messages/0", "/x/account/messages/1"]) {
      expect(conversationIdInPath(path)).toBeNull();
    }
    expect(conversationIdInPath("/account/messages/99999999999")).toBeNull();
  });
});
