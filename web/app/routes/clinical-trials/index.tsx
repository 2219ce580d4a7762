import { useState } from "react";
import {
  clinicalTrials,
  emptyApplication,
  expectations,
  type PreScreeningApplication,
  REVIEW_RESPONSE,
  trialsNotice,
} from "../../content/pages/clinical-trials";
import { pageMeta } from "../../shell/meta";
import { Card } from "../../ui/card";
import { PageHeader } from "../../ui/page-header";
import { PageSection } from "../page-parts/page-section";
import { publicRoute } from "../page-parts/public-route";
import { ApplicationSuccess } from "./application-success";
import { PreScreeningForm } from "./pre-screening-form";
import { TrialCard } from "./trial-card";

const PATH = "/clinical-trials";
export const meta = () => pageMeta(PATH);
const route = publicRoute(PATH);

export default function ClinicalTrialsPage() {
  const [values, setValues] = useState<PreScreeningApplication>(emptyApplication);
  const [submittedAt, setSubmittedAt] = useState<Date | null>(null);
  const [returned, setReturned] = useState(false);

  return (
    <>
      <PageHeader title={route.title} intro={route.description}>
        <p className="mt-4 max-w-3xl rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          {trialsNotice}
        </p>
      </PageHeader>
      {submittedAt ? (
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <ApplicationSuccess
            application={values}
            submittedAt={submittedAt}
            onSubmitAnother={() => {
              setSubmittedAt(null);
              setReturned(true);
            }}
          />
        </div>
      ) : (
        <>
          <PageSection id="trials" title="Planned trials">
            <ul className="space-y-6">
              {clinicalTrials.map((t) => (
                <li key={t.title}>
                  <TrialCard trial={t} />
                </li>
              ))}
            </ul>
          </PageSection>
          <PageSection
            id="expectations"
            title="What to expect"
            intro={`We aim to respond to every application within ${REVIEW_RESPONSE}.`}
            tinted
          >
            <ol className="grid gap-4 md:grid-cols-3">
              {expectations.map((e, i) => (
                <li key={e.step}>
                  <Card className="h-full">
                    <p className="text-sm font-semibold text-accent-700">
                      Step {i + 1} · {e.duration}
                    </p>
                    <h3 className="mt-1 font-semibold text-slate-900">{e.step}</h3>
                    <p className="mt-2 text-sm text-slate-700">{e.description}</p>
                  </Card>
                </li>
              ))}
            </ol>
          </PageSection>
          <PageSection id="apply" title="Apply for pre-screening">
            <Card className="max-w-3xl">
              <PreScreeningForm
                values={values}
                onChange={setValues}
                onSubmit={() => setSubmittedAt(new Date())}
                focusFirstField={returned}
              />
            </Card>
          </PageSection>
        </>
      )}
    </>
  );
}
