import { useState } from "react";
import { Badge } from "../ui/badge";
import { CategoryIcon } from "./category-icon";
import type { HomePage } from "./home-page";
import { ListBlock } from "./list-block";

type Cures = HomePage["cures"];

// The stock photo is cropped to 16:9 at this size by its address; the attributes reserve its space.
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 450;

/** The body of a cures detail modal; loaded when a modal opens. */
export default function DetailBody({ card, labels }: { card: Cures["cards"][number]; labels: Cures["detailLabels"] }) {
  const content = card.detail;
  const image = content.images[0];
  const [imageFailed, setImageFailed] = useState(false);

  return (
    <div className="space-y-6 text-slate-700">
      <Badge tone="accent">
        <CategoryIcon category={card.category} className="mr-1 size-3.5" />
        <span className="capitalize">{card.category}</span>
      </Badge>
      {image && !imageFailed && (
        <img
          src={image.src}
          alt={image.alt}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="aspect-video h-auto w-full rounded-lg bg-slate-100 object-cover"
        />
      )}
      <section>
        <h3 className="font-semibold text-slate-900">{labels.overview}</h3>
        <p className="mt-1">{content.overview}</p>
        <p className="mt-2">{content.description}</p>
      </section>
      {content.facts.length > 0 && (
        <dl className="grid gap-3 sm:grid-cols-2">
          {content.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm text-slate-500">{fact.label}</dt>
              <dd className="font-medium text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ListBlock title={labels.mechanisms} items={content.mechanisms} />
      <section>
        <h3 className="font-semibold text-slate-900">{labels.technicalDetails}</h3>
        <dl className="mt-2 space-y-2">
          {content.technicalDetails.map((t) => (
            <div key={t.title}>
              <dt className="font-medium text-slate-900">{t.title}</dt>
              <dd>{t.description}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ListBlock title={labels.uses} items={content.uses} />
      <dl className="grid gap-4 rounded-lg bg-accent-50 p-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{labels.marketSize}</dt>
          <dd className="font-semibold text-accent-800">{content.marketSize}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{labels.timeline}</dt>
          <dd className="font-semibold text-accent-800">{content.timeline}</dd>
        </div>
      </dl>
      <section>
        <h3 className="font-semibold text-slate-900">{labels.additionalInfo}</h3>
        <p className="mt-1">{content.additionalInfo}</p>
      </section>
    </div>
  );
}
