import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { productPath } from "~domain/catalog-links";
import { type Locale, localeOr } from "~domain/locales";
import { formatMinorUnits, USD } from "~domain/money";
import { isPrepaid } from "~domain/payment-status";
import { LINK_VALID_MS } from "../accounts/password-reset";
import { messageOfMail } from "../conversations/conversations";
import type { Db } from "../db/handle";
import { payoutOfMail } from "../ledger/payouts";
import { importOfMail } from "../listings/product-imports";
import { MEDIA_URL_PREFIX } from "../media/store";
import { partReceipts } from "../orders/seller-receipts";
import { ratingOfMail } from "../ratings/seller-ratings";
import { claimDraft } from "./claim-draft";
import {
  eventOfMail,
  linesOf,
  type MailLinks,
  type MailOrder,
  orderOfMail,
  partOfMail,
  partPlaceOfMail,
  productOfMail,
  reviewLinksOf,
} from "./mail-data";
import { type MailKind, mailPayloads } from "./mail-kinds";
import { campaignDraft, confirmDraft } from "./newsletter-draft";
import { isOperatorOutboxKind, operatorDraftOf } from "./operator-drafts";
import type { OutboxRow } from "./outbox";
import { returnDraft } from "./return-draft";
import { BackInStockMail } from "./templates/back-in-stock";
import { ConversationMessageMail } from "./templates/conversation-message";
import { NewSaleMail } from "./templates/new-sale";
import { OrderPlacedMail } from "./templates/order-placed";
import { type PartChange, PartChangedMail } from "./templates/part-changed";
import { PasswordResetMail } from "./templates/password-reset";
import { PaymentDueMail } from "./templates/payment-due";
import { PaymentNewsMail } from "./templates/payment-news";
import { PayoutSentMail } from "./templates/payout-sent";
import { ProductImportDoneMail } from "./templates/product-import-done";
import { SellerPartNoticeMail } from "./templates/seller-part-notice";
import { SellerRatedMail } from "./templates/seller-rated";
import { mailTranslator } from "./translate";
import type { MailMessage } from "./transport";

export type MailSettings = {
  /** Links in mail start here (PUBLIC_URL, or the local address). */
  publicUrl: string;
  from: string;
  /**
   * The whole address of a media object (a picture's thumbnail): the media store's (a CDN's) when it gives one whole,
   * else under `publicUrl`. Without it, the store's own /media path under `publicUrl`.
   */
  mediaUrl?: (key: string) => string;
  /** The order's invoice as a PDF, attached to the mail saying it is paid (decision 059); unset, none is. */
  invoiceOf?: (orderId: number) => Promise<{ filename: string; bytes: Buffer } | undefined>;
};

/** Where a mail's links and pictures point. */
/** A mail to render: its subject and body, or why it cannot be sent (what it was about is gone). */
type Draft =
  | { subject: string; body: ReactElement; headers?: Record<string, string> }
  | { subject: string; rendered: { html: string; text: string }; headers?: Record<string, string> }
  | { gone: string };

/** An order paid in advance (bank transfer, cheque, PayPal) whose money has not come in yet: nothing may ship. */
function awaitsPayment(order: MailOrder): boolean {
  return isPrepaid(order.paymentMethod) && order.paymentStatus === "awaiting" && order.status !== "cancelled";
}

/** What the seller of `part` receives for it, as their sale page says (none for the store's own part). */
async function receiptOfMail(db: Db, part: NonNullable<Awaited<ReturnType<typeof partOfMail>>>, order: MailOrder) {
  if (!part.sellerId) return undefined;
  const receipts = await partReceipts(db, [
    {
      ...part,
      sellerId: part.sellerId,
      couponFundedBy: order.couponFundedBy,
      paymentMethod: order.paymentMethod,
      pricesIncludeTax: order.pricesIncludeTax,
    },
  ]);
  return receipts.get(part.id);
}

/** Where the buyer follows an order: their account's page, or track order for a guest. */
function orderLink(base: string, order: { number: string; userId: string | null }) {
  return order.userId
    ? { href: `${base}/account/orders/${order.number}`, signedIn: true }
    : { href: `${base}/shop/track-order?orderId=${order.number}`, signedIn: false };
}

async function draftOf(db: Db, row: OutboxRow, locale: Locale, { base, picture }: MailLinks): Promise<Draft> {
  const t = mailTranslator(locale);
  const kind = row.kind as MailKind;
  const schema = mailPayloads[kind];
  if (!schema) return { gone: `unknown mail kind ${row.kind}` };
  if (isOperatorOutboxKind(kind)) return operatorDraftOf(db, row, kind, locale, { base, picture });
  switch (kind) {
    case "order-placed": {
      const { orderId } = mailPayloads[kind].parse(row.payload);
      const order = await orderOfMail(db, orderId);
      if (!order) return { gone: "the order was deleted" };
      const lines = await linesOf(db, { orderId }, picture, locale);
      const awaiting = awaitsPayment(order);
      return {
        subject: t(awaiting ? "orderPlaced.awaiting.subject" : "orderPlaced.subject", { number: order.number }),
        body: (
          <OrderPlacedMail
            locale={locale}
            order={order}
            lines={lines}
            awaiting={awaiting}
            link={orderLink(base, order)}
          />
        ),
      };
    }
    case "new-sale": {
      const { partId } = mailPayloads[kind].parse(row.payload);
      const part = await partOfMail(db, partId);
      const order = part ? await orderOfMail(db, part.orderId) : null;
      if (!part || !order) return { gone: "the order was deleted" };
      const lines = await linesOf(db, { partId }, picture, locale);
      // Written when the order was placed, read now: a payment that came in meanwhile makes it "ship".
      const awaiting = awaitsPayment(order);
      return {
        subject: t(awaiting ? "newSale.awaiting.subject" : "newSale.subject", { number: order.number }),
        body: (
          <NewSaleMail
            locale={locale}
            order={order}
            lines={lines}
            subtotalCents={part.subtotalCents}
            discountCents={part.discountCents}
            shippingCents={part.shippingCents}
            awaiting={awaiting}
            receipt={await receiptOfMail(db, part, order)}
            href={`${base}/account/sales/${order.number}`}
          />
        ),
      };
    }
    case "sale-cancelled":
    case "order-paid": {
      const payload = mailPayloads[kind].parse(row.payload);
      const part = await partOfMail(db, payload.partId);
      const order = part ? await orderOfMail(db, part.orderId) : null;
      if (!part || !order) return { gone: "the order was deleted" };
      const partId = payload.partId;
      const news = "unpaid" in payload ? (payload.unpaid ? "saleExpired" : "saleCancelled") : "orderPaid";
      return {
        subject: t(`${news}.subject`, { number: order.number }),
        body: (
          <SellerPartNoticeMail
            locale={locale}
            news={news}
            number={order.number}
            lines={await linesOf(db, { partId }, picture, locale)}
            symbol={order.currencySymbol}
            receipt={news === "orderPaid" ? await receiptOfMail(db, part, order) : undefined}
            couponCode={order.couponCode}
            href={`${base}/account/sales/${order.number}`}
          />
        ),
      };
    }
    case "part-changed": {
      const { eventId, reviewLinks = [] } = mailPayloads[kind].parse(row.payload);
      const event = await eventOfMail(db, eventId);
      const part = event?.partId ? await partOfMail(db, event.partId) : null;
      const order = part ? await orderOfMail(db, part.orderId) : null;
      if (!event || !part || !order) return { gone: "the order was deleted" };
      const change = event.toStatus as PartChange;
      const lines = await linesOf(db, { partId: part.id }, picture, locale);
      // An order of several parcels: the subject names this one, unless the whole order is now complete.
      const place = await partPlaceOfMail(db, part);
      const wholeOrder = place.total === 1 || (change === "completed" && place.orderCompleted);
      return {
        subject: wholeOrder
          ? t(`partChanged.${change}.subject`, { number: order.number })
          : t(`partChanged.${change}.partSubject`, { number: order.number, index: place.index, total: place.total }),
        body: (
          <PartChangedMail
            locale={locale}
            change={change}
            number={order.number}
            lines={lines}
            symbol={order.currencySymbol}
            carrier={part.carrier}
            trackingNumber={part.trackingNumber}
            reason={event.note}
            link={orderLink(base, order)}
            reviews={change === "completed" ? await reviewLinksOf(db, part.id, base, reviewLinks, locale) : []}
          />
        ),
      };
    }
    case "payment-received":
    case "payment-refunded": {
      const refund = kind === "payment-refunded" ? mailPayloads[kind].parse(row.payload) : null;
      const { orderId } = refund ?? mailPayloads["payment-received"].parse(row.payload);
      const order = await orderOfMail(db, orderId);
      if (!order) return { gone: "the order was deleted" };
      const cents = refund ? refund.amountCents : order.totalCents;
      const news = refund ? "paymentRefunded" : "paymentReceived";
      const amount = formatMinorUnits(cents, { symbol: order.currencySymbol });
      return {
        subject: t(`${news}.subject`, { number: order.number }),
        body: (
          <PaymentNewsMail
            locale={locale}
            news={news}
            number={order.number}
            amount={amount}
            link={orderLink(base, order)}
          />
        ),
      };
    }
    case "payment-reminder":
    case "payment-switched":
    case "order-expired": {
      const { orderId } = mailPayloads[kind].parse(row.payload);
      const order = await orderOfMail(db, orderId);
      if (!order) return { gone: "the order was deleted" };
      const news = kind === "payment-reminder" ? "reminder" : kind === "payment-switched" ? "switched" : "expired";
      // Paid (or cancelled) since the reminder was written: it is not sent.
      if (news !== "expired" && !awaitsPayment(order)) {
        return { gone: "the order is no longer awaiting payment" };
      }
      const date = order.payBy ? new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(order.payBy) : "";
      return {
        subject: t(`paymentDue.${news}.subject`, { number: order.number, date }),
        body: (
          <PaymentDueMail
            locale={locale}
            news={news}
            order={order}
            date={date}
            lines={await linesOf(db, { orderId }, picture, locale)}
            link={orderLink(base, order)}
          />
        ),
      };
    }
    case "password-reset": {
      const { token } = mailPayloads[kind].parse(row.payload);
      if (!token) return { gone: "the reset link was already sent" };
      // Retried past the link's hour: it would not work any more, so it is not sent.
      if (Date.now() - row.createdAt.getTime() > LINK_VALID_MS) return { gone: "the reset link has expired" };
      const href = `${base}/account/reset-password?token=${encodeURIComponent(token)}`;
      return {
        subject: t("passwordReset.subject"),
        body: <PasswordResetMail locale={locale} email={row.recipient} href={href} />,
      };
    }
    case "newsletter-confirm": {
      const { token } = mailPayloads[kind].parse(row.payload);
      return confirmDraft(token, row.recipient, locale, base);
    }
    case "newsletter-campaign": {
      const ids = mailPayloads[kind].parse(row.payload);
      return campaignDraft(db, ids, locale, base);
    }
    case "newsletter-test": {
      const { campaignId } = mailPayloads[kind].parse(row.payload);
      return campaignDraft(db, { campaignId, subscriptionId: null }, locale, base);
    }
    case "back-in-stock": {
      const { productId } = mailPayloads[kind].parse(row.payload);
      const product = await productOfMail(db, productId, locale);
      if (!product) return { gone: "the product was deleted" };
      return {
        subject: t("backInStock.subject", { name: product.name }),
        body: <BackInStockMail locale={locale} name={product.name} href={`${base}${productPath(product.slug)}`} />,
      };
    }
    case "payout-sent": {
      const { ledgerId } = mailPayloads[kind].parse(row.payload);
      const payout = await payoutOfMail(db, ledgerId);
      if (!payout) return { gone: "the payout was deleted" };
      // A day of the calendar: written as that day wherever the sender runs.
      const day = new Date(`${payout.occurredOn}T00:00:00Z`);
      const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(day);
      const amount = formatMinorUnits(payout.usdCents, USD);
      return {
        subject: t("payoutSent.subject", { amount }),
        body: (
          <PayoutSentMail
            locale={locale}
            amount={amount}
            date={date}
            reference={payout.reference ?? ""}
            href={`${base}/account/earnings`}
          />
        ),
      };
    }
    case "claim-news": {
      const { eventId, side } = mailPayloads[kind].parse(row.payload);
      return claimDraft(db, eventId, side, locale, base);
    }
    case "return-news": {
      const { eventId, side } = mailPayloads[kind].parse(row.payload);
      return returnDraft(db, eventId, side, locale, base);
    }
    case "seller-rated": {
      const { ratingId } = mailPayloads[kind].parse(row.payload);
      const rating = await ratingOfMail(db, ratingId);
      if (!rating) return { gone: "the rating was deleted" };
      const { orderNumber, body, ...scores } = rating;
      return {
        subject: t("sellerRated.subject", { number: orderNumber }),
        body: (
          <SellerRatedMail
            locale={locale}
            orderNumber={orderNumber}
            scores={scores}
            body={body}
            href={`${base}/account/sales/${orderNumber}#rating`}
          />
        ),
      };
    }
    case "product-import-done": {
      const { importId } = mailPayloads[kind].parse(row.payload);
      const done = await importOfMail(db, importId);
      if (!done?.result) return { gone: "the import is gone, or not finished" };
      const page = done.ownerId === null ? "/admin/products/import" : "/account/myProducts/import";
      return {
        subject: t(done.result.ok ? "importDone.subject" : "importDone.failedSubject"),
        body: <ProductImportDoneMail locale={locale} result={done.result} href={`${base}${page}/${done.id}`} />,
      };
    }
    case "conversation-message": {
      const { messageId } = mailPayloads[kind].parse(row.payload);
      const message = await messageOfMail(db, messageId);
      if (!message) return { gone: "the message was deleted" };
      const about =
        message.about.kind === "order"
          ? t("conversationMessage.aboutOrder", { number: message.about.subject })
          : message.about.subject;
      return {
        subject: t("conversationMessage.subject", { name: message.senderName, about }),
        body: (
          <ConversationMessageMail
            locale={locale}
            senderName={message.senderName}
            about={about}
            body={message.body}
            href={`${base}/account/messages/${message.conversationId}`}
          />
        ),
      };
    }
  }
}

/**
 * The outbox row as a mail in its recipient's language, HTML and plain text, both rendered from the same
 * components (React escapes everything a user typed); `{ gone }` when what it is about no longer exists.
 */
export async function composeMail(
  db: Db,
  row: OutboxRow,
  settings: MailSettings,
): Promise<MailMessage | { gone: string }> {
  const locale = localeOr(row.locale);
  const base = settings.publicUrl.replace(/\/+$/, "");
  const picture = settings.mediaUrl ?? ((key: string) => `${base}${MEDIA_URL_PREFIX}/${key}`);
  const draft = await draftOf(db, row, locale, { base, picture });
  if ("gone" in draft) return draft;
  const [html, text] =
    "rendered" in draft
      ? [draft.rendered.html, draft.rendered.text]
      : await Promise.all([render(draft.body), render(draft.body, { plainText: true })]);
  const invoice =
    row.kind === "payment-received" && settings.invoiceOf
      ? await settings.invoiceOf(mailPayloads["payment-received"].parse(row.payload).orderId)
      : undefined;
  return {
    messageId: row.messageId,
    from: settings.from,
    to: row.recipient,
    subject: draft.subject,
    html,
    text,
    language: locale,
    headers: draft.headers,
    attachments: invoice
      ? [{ filename: invoice.filename, content: invoice.bytes, contentType: "application/pdf" }]
      : undefined,
  };
}
