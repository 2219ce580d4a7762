import type { RenderedPage } from "@helixmap/common/pages/page-catalogue";
import type { TrialApplicationReceipt } from "@helixmap/common/trial-applications";
import { CheckCircle2, Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button, buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { confirmationLink } from "./applicant-copy";
import type { PreScreeningApplication } from "./application";

/** The success screen's words, from the page's content; `{firstName}` and `{email}` are the applicant's own. */
export type SuccessWords = RenderedPage<"clinical-trials">["success"];

const fillIn = (text: string, values: Record<string, string>) =>
  text.replace(/\{(firstName|email)\}/g, (_, name: string) => values[name] ?? "");

/** Shown only once the server has stored the application. */
export function ApplicationSuccess({
  words,
  application,
  receipt,
  onSubmitAnother,
}: {
  words: SuccessWords;
  application: PreScreeningApplication;
  receipt: TrialApplicationReceipt;
  onSubmitAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves focus to the result so screen-reader and keyboard users land on it.
  useEffect(() => heading.current?.focus(), []);
  // A link holding the copy itself: it downloads before hydration and without JavaScript too.
  const copy = confirmationLink(application, receipt);

  return (
    <Card className="mx-auto max-w-2xl text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-600" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900">
        {words.title}
      </h2>
      <p className="mt-4 text-slate-700">{words.referenceLabel}</p>
      <p className="mt-1 font-mono text-2xl font-semibold tracking-wider text-slate-900" data-testid="reference">
        {receipt.reference}
      </p>
      <p className="mt-3 text-slate-700">{fillIn(words.thanks, { firstName: application.firstName })}</p>
      <p className="mt-2 text-sm text-slate-600">
        {receipt.confirmationEmailSent ? fillIn(words.emailSent, { email: application.email }) : words.emailNotSent}
      </p>
      <p className="mt-2 text-sm text-slate-600">{words.downloadNote}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={copy.href} download={copy.fileName} className={buttonClass("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          {words.download}
        </a>
        <Button onClick={onSubmitAnother}>{words.another}</Button>
      </div>
    </Card>
  );
}
