import { Boxes, Dna, Network, ShieldCheck } from "lucide-react";
import { Tabs } from "../ui/tabs";
import { CodonMapping } from "./codon-mapping";
import type { HomePage } from "./home-page";
import { HomeSection } from "./home-section";

type TechnologyFields = HomePage["technology"];

const FEATURE_ICONS = { dna: Dna, network: Network, boxes: Boxes, shield: ShieldCheck } as const;

function DeliverySystems({ systems }: { systems: TechnologyFields["deliverySystems"] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {systems.map((d) => (
        <li key={d.name} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-slate-900">{d.name}</h3>
          <p className="mt-1 text-slate-600">{d.description}</p>
        </li>
      ))}
    </ul>
  );
}

function MechanismSteps({ steps, stepLabel }: { steps: TechnologyFields["mechanismSteps"]; stepLabel: string }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-accent-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">
            <span className="sr-only">
              {stepLabel} {i + 1}:{" "}
            </span>
            {step.title}
          </h3>
          <p className="mt-1 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export function Technology({ technology }: { technology: TechnologyFields }) {
  return (
    <HomeSection id="technology" intro={technology} tinted>
      <ul className="mb-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {technology.features.map((f) => {
          const Icon = FEATURE_ICONS[f.icon];
          return (
            <li key={f.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-accent-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{f.description}</p>
            </li>
          );
        })}
      </ul>
      <Tabs
        label={technology.tabsLabel}
        items={[
          {
            id: "codons",
            label: technology.codonsTab,
            content: (
              <CodonMapping
                codons={technology.codons}
                labels={technology.profileLabels}
                windowTitle={technology.geneWindowTitle}
              />
            ),
          },
          {
            id: "delivery",
            label: technology.deliveryTab,
            content: <DeliverySystems systems={technology.deliverySystems} />,
          },
          {
            id: "mechanism",
            label: technology.mechanismTab,
            content: <MechanismSteps steps={technology.mechanismSteps} stepLabel={technology.stepLabel} />,
          },
        ]}
      />
    </HomeSection>
  );
}
