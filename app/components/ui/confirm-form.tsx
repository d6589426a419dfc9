import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { useHydrated } from "~/lib/use-hydrated";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";

type Props = {
  /** Hidden fields posted with the form (intent, id…). */
  fields: Record<string, string>;
  /** The button's text, and its accessible name when it differs (e.g. "Delete the address of Ann"). */
  label: string;
  accessibleLabel?: string;
  buttonClassName: string;
  title: string;
  /** The question's text, or the text made from what the form holds when it is asked (an amount typed). */
  description: string | ((form: FormData) => string);
  confirmLabel: string;
  /** The action's answer to this form, if any: a refusal moves focus to the first field to fix. */
  outcome?: object;
  /** Fields the user fills in before the button (a reason, a tracking number), posted with the form. */
  children?: React.ReactNode;
  className?: string;
};

/**
 * A post that asks first: the button opens a dialog (focus kept inside, Escape cancels) whose confirm
 * button sends the form, marked confirmed. Without JavaScript the form posts unmarked: an action that must not
 * apply anything unconfirmed answers with ConfirmAgain, and the others apply it at once.
 */
export function ConfirmForm({
  fields,
  label,
  accessibleLabel,
  buttonClassName,
  title,
  description,
  confirmLabel,
  outcome,
  children,
  className,
}: Props) {
  const { t } = useTranslation();
  const formRef = useFormOutcome(outcome);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState("");
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form
      method="post"
      ref={formRef}
      className={className}
      // The server's messages show beside the fields, as on every form of the store.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (typeof description === "function") setAsked(description(new FormData(event.currentTarget)));
        setOpen(true);
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? <input type="hidden" name={CONFIRMED_FIELD} value="1" /> : null}
      {children}
      <button type="submit" className={buttonClassName} aria-label={accessibleLabel}>
        {label}
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content className="fixed inset-x-0 top-1/2 z-50 mx-auto w-[min(28rem,calc(100vw-1.5rem))] -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-gray-700">
              {typeof description === "function" ? asked : description}
            </Dialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close className="btn btn-outline">{t("shell.cancel")}</Dialog.Close>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setOpen(false);
                  if (formRef.current) submit(formRef.current);
                }}
              >
                {confirmLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Form>
  );
}
