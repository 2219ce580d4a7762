import type { TrialApplicationReceipt } from "@helixmap/common/trial-applications";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { type PreScreeningApplication, REVIEW_RESPONSE } from "../../copy/pages/clinical-trials";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { DocumentDownloadButton } from "../page-parts/download-button";

/** Shown only once the server has stored the application. */
export function ApplicationSuccess({
  application,
  receipt,
  onSubmitAnother,
}: {
  application: PreScreeningApplication;
  receipt: TrialApplicationReceipt;
  onSubmitAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves focus to the result so screen-reader and keyboard users land on it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card className="mx-auto max-w-2xl text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-600" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900">
        Application received
      </h2>
      <p className="mt-4 text-slate-700">Your reference number</p>
      <p className="mt-1 font-mono text-2xl font-semibold tracking-wider text-slate-900" data-testid="reference">
        {receipt.reference}
      </p>
      <p className="mt-3 text-slate-700">
        Thank you, {application.firstName}. Our clinical research team aims to review your pre-screening application and
        respond within {REVIEW_RESPONSE}.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {receipt.confirmationEmailSent
          ? `A confirmation with this reference is on its way to ${application.email}.`
          : "We could not send the confirmation e-mail; please note the reference number. Your application is stored."}
      </p>
      <p className="mt-2 text-sm text-slate-600">Download a confirmation of what you entered for your records.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <DocumentDownloadButton
          label="Download Confirmation"
          format="txt"
          load={() =>
            import("../../downloads/trial-documents").then((m) => m.confirmationDocument(application, receipt))
          }
        />
        <Button onClick={onSubmitAnother}>Submit Another Application</Button>
      </div>
    </Card>
  );
}
