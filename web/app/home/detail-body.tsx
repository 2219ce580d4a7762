import { useState } from "react";
import { details } from "../copy/home/details";
import type { DetailKey } from "../copy/home/types";
import { Badge } from "../ui/badge";
import { CategoryIcon } from "./category-icon";
import { ListBlock } from "./list-block";

/** The body of a cures detail modal; loaded with its content when a modal opens. */
export default function DetailBody({ detail }: { detail: DetailKey }) {
  const content = details[detail];
  const [imageFailed, setImageFailed] = useState(false);
  const facts = [
    ["Gene", content.gene],
    ["Codons", content.codon],
    ["Function", content.function],
    ["Pathway", content.pathway],
  ].filter((row): row is [string, string] => row[1] !== undefined);

  return (
    <div className="space-y-6 text-slate-700">
      <Badge tone="accent">
        <CategoryIcon category={content.category} className="mr-1 size-3.5" />
        <span className="capitalize">{content.category}</span>
      </Badge>
      {content.image && !imageFailed && (
        <img
          src={content.image.src}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="aspect-video h-auto w-full rounded-lg bg-slate-100 object-cover"
        />
      )}
      <section>
        <h3 className="font-semibold text-slate-900">Overview</h3>
        <p className="mt-1">{content.overview}</p>
        <p className="mt-2">{content.description}</p>
      </section>
      {facts.length > 0 && (
        <dl className="grid gap-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ListBlock title="Mechanisms" items={content.mechanisms} />
      <section>
        <h3 className="font-semibold text-slate-900">Technical details</h3>
        <dl className="mt-2 space-y-2">
          {content.technicalDetails.map((t) => (
            <div key={t.title}>
              <dt className="font-medium text-slate-900">{t.title}</dt>
              <dd>{t.description}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ListBlock title="Applications" items={content.uses} />
      <dl className="grid gap-4 rounded-lg bg-accent-50 p-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Market size</dt>
          <dd className="font-semibold text-accent-800">{content.marketSize}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Timeline</dt>
          <dd className="font-semibold text-accent-800">{content.timeline}</dd>
        </div>
      </dl>
      <section>
        <h3 className="font-semibold text-slate-900">Additional information</h3>
        <p className="mt-1">{content.additionalInfo}</p>
      </section>
    </div>
  );
}
