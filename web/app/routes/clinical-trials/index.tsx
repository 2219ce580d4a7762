import type { FormAnswer } from "@helixmap/common/form-answers";
import type { TrialApplicationReceipt } from "@helixmap/common/trial-applications";
import { useState } from "react";
import { pageData } from "../../published/load-context";
import { answerTo, formAnswerAction, keptValues } from "../../shell/form-answer";
import { pageMeta } from "../../shell/meta";
import { Card } from "../../ui/card";
import { PageHeader } from "../../ui/page-header";
import { PageSection } from "../page-parts/page-section";
import type { Route } from "./+types/index";
import { emptyApplication, type PreScreeningApplication } from "./application";
import { ApplicationSuccess } from "./application-success";
import { PreScreeningForm, type SubmitProblem } from "./pre-screening-form";
import { TrialCard } from "./trial-card";

export const loader = ({ context }: Route.LoaderArgs) => pageData(context, "clinical-trials");
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta("/clinical-trials", loaderData);
export const action = formAnswerAction;

export default function ClinicalTrialsPage({
  loaderData: { page, documents },
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData?: FormAnswer | null;
}) {
  // Set when the form was posted without JavaScript and the server rendered this page with its answer.
  const answer = answerTo("trialApplication", actionData);
  const [values, setValues] = useState<PreScreeningApplication>(() =>
    answer ? keptValues(emptyApplication, answer.values) : emptyApplication,
  );
  const [receipt, setReceipt] = useState<TrialApplicationReceipt | null>(answer?.ok ? answer.receipt : null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(
    answer && !answer.ok ? { message: answer.message ?? page.form.fieldsToCorrect, fields: answer.fields } : null,
  );
  const [returned, setReturned] = useState(false);

  // The page's one API call, made only on submit; the success screen waits for the server's reference.
  const submit = async (honeypot: string) => {
    setPending(true);
    setProblem(null);
    try {
      const { sendApplication } = await import("./send-application");
      const outcome = await sendApplication(values, honeypot, page.form);
      if (outcome.ok) setReceipt(outcome.receipt);
      else setProblem(outcome);
    } catch {
      setProblem({ message: page.form.sendFailed, fields: {} });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PageHeader title={page.title} intro={page.description}>
        <p className="mt-4 max-w-3xl rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          {page.notice}
        </p>
      </PageHeader>
      {receipt ? (
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <ApplicationSuccess
            words={page.success}
            application={values}
            receipt={receipt}
            onSubmitAnother={() => {
              setReceipt(null);
              setReturned(true);
            }}
          />
        </div>
      ) : (
        <>
          <PageSection id="trials" title={page.trialsTitle}>
            <ul className="space-y-6">
              {page.trials.map((t) => (
                <li key={t.title}>
                  <TrialCard
                    trial={t}
                    labels={page.trialLabels}
                    file={t.document ? documents[t.document] : undefined}
                  />
                </li>
              ))}
            </ul>
          </PageSection>
          <PageSection id="expectations" title={page.expectationsTitle} intro={page.expectationsIntro} tinted>
            <ol className="grid gap-4 md:grid-cols-3">
              {page.expectations.map((e, i) => (
                <li key={e.step}>
                  <Card className="h-full">
                    <p className="text-sm font-semibold text-accent-700">
                      {page.stepLabel} {i + 1} · {e.duration}
                    </p>
                    <h3 className="mt-1 font-semibold text-slate-900">{e.step}</h3>
                    <p className="mt-2 text-sm text-slate-700">{e.description}</p>
                  </Card>
                </li>
              ))}
            </ol>
          </PageSection>
          <PageSection id="apply" title={page.applyTitle}>
            <Card className="max-w-3xl">
              <PreScreeningForm
                words={page.form}
                values={values}
                onChange={setValues}
                onSubmit={submit}
                pending={pending}
                problem={problem}
                focusFirstField={returned}
              />
            </Card>
          </PageSection>
        </>
      )}
    </>
  );
}
