import { Form, useNavigation } from "react-router";
import { TitledCard } from "~/components/ui/titled-card";
import type { FormFailure } from "~domain/form";
import { FormAlert } from "./form-alert";

/** What a refused step of a page with several forms answers: which form (`intent`), its messages and what was typed. */
export type StepFailure = FormFailure & { intent: string };

/**
 * One step's form of a page with several (a return's, a claim's): its fields, what was typed kept and its messages
 * beside them when refused.
 */
export function StepForm({
  intent,
  title,
  submit,
  failure,
  children,
}: {
  intent: string;
  title: string;
  submit: string;
  failure: StepFailure | undefined;
  children: (typed: FormFailure["values"] | null, errors: FormFailure["errors"]) => React.ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <TitledCard title={title}>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={intent} />
        {children(failure ? failure.values : null, failure?.errors ?? {})}
        <FormAlert id={`${intent}-refused`} message={failure?.formError} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submit}
        </button>
      </Form>
    </TitledCard>
  );
}
