import { data, redirect } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { MessageForm, type MessageRefusal } from "~/components/conversations/message-form";
import { useTranslation } from "~/i18n/translation";
import { messageSchema } from "~domain/conversation-input";
import { parseForm } from "~domain/form";
import { requireUser } from "~server/accounts/sessions";
import { askQuerySchema, askSeller, askTarget, existingConversation } from "~server/conversations/ask-seller";
import { readForm } from "~server/http/form-data";
import { systemClock } from "~server/http/rate-limit";
import type { Route } from "./+types/ask-seller";

/** The product or order part asked about, from the address; anything else is not found. */
function askQueryOf(request: Request) {
  const search = new URL(request.url).searchParams;
  const query = askQuerySchema.safeParse({
    product: search.get("product") ?? undefined,
    order: search.get("order") ?? undefined,
    part: search.get("part") ?? undefined,
  });
  if (!query.success) throw data(null, { status: 404 });
  return query.data;
}

/** Whom the question goes to; not found for the store's own product, one's own, or someone else's order. */
async function targetOf(context: Route.LoaderArgs["context"], request: Request, userId: string) {
  const target = await askTarget(context.db, userId, askQueryOf(request));
  if (!target) throw data(null, { status: 404 });
  return target;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // A guest signs in first and comes back here.
  const user = await requireUser(context.db, request);
  const target = await targetOf(context, request, user.id);
  // Asked before: the conversation is there to go on with.
  const existing = await existingConversation(context.db, user.id, target);
  if (existing !== null) throw redirect(`/account/messages/${existing}`);
  return { seller: target.sellerName, kind: target.kind, subject: target.subject };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const target = await targetOf(context, request, user.id);
  const parsed = parseForm(messageSchema, await readForm(request));
  if (!parsed.ok) return data<MessageRefusal>(parsed, 400);
  const now = (context.now ?? systemClock)();
  const sent = await askSeller(context.db, user.id, target, parsed.data.body, now);
  if (!sent.ok && sent.error === "limit") {
    return data<MessageRefusal>(
      {
        ok: false,
        errors: {},
        formError: "conversations.errors.limit",
        retryInMinutes: sent.retryInMinutes,
        values: parsed.values,
      },
      429,
    );
  }
  if (!sent.ok) throw data(null, { status: 404 });
  return redirect(`/account/messages/${sent.conversationId}?sent`, 303);
}

export default function AskSeller({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seller, kind, subject } = loaderData;
  return (
    <AccountLayout title={t("conversations.askTitle", { name: seller })}>
      <div className="card space-y-4 p-5">
        <p className="text-gray-700">
          {kind === "order"
            ? t("conversations.askAboutOrder", { number: subject })
            : t("conversations.askAboutProduct", { name: subject })}
        </p>
        <MessageForm
          label={t("conversations.question")}
          submitLabel={t("conversations.sendQuestion")}
          refusal={actionData}
        />
      </div>
    </AccountLayout>
  );
}
