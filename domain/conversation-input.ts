import { requiredText } from "./form-fields";
import { z } from "./zod";

/** A message to a seller or a buyer: plain text, at most this many characters (the database checks it too). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages one user may send in any hour, across all their conversations. */
export const MESSAGES_PER_HOUR = 20;
/** Why a conversation is reported to the operator. */
export const REPORT_REASON_MAX_LENGTH = 500;

const bodyField = z
  .string({ error: "errors.required" })
  // Line breaks as typed, whatever the browser sent; spaces at both ends do not count.
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().min(1, "errors.required").max(MESSAGE_MAX_LENGTH, "conversations.errors.tooLong"));

/** The first message of a conversation, or a reply in one. */
export const messageSchema = z.object({ body: bodyField });

/** What a conversation's page posts: a reply, or a report to the operator. */
export const conversationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reply"), body: bodyField }),
  z.object({ intent: z.literal("report"), reason: requiredText(REPORT_REASON_MAX_LENGTH) }),
]);
export type ConversationAction = z.output<typeof conversationActionSchema>;

/** A conversation's id in its address. */
export const conversationIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The conversation a page's path opens (`/account/messages/12`), or null: its reader has read it once the page loads. */
export function conversationIdInPath(pathname: string): number | null {
  // A page's data request asks for `/account/messages/12.data`.
  const match = /^\/account\/messages\/(\d{1,10})(?:\.data|\/)?$/.exec(pathname);
  const id = match ? conversationIdSchema.safeParse(match[1]) : null;
  return id?.success ? id.data : null;
}
