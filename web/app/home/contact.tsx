import type { PublishedMediaAsset } from "@helixmap/common/media/published-media";
import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";
import { Building2, CalendarDays, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../ui/button";
import { DocumentLink } from "../ui/document-link";
import { emailHref, meetingHref, officeAddress, openMaps, phoneHref } from "./contact-links";
import type { HomePage } from "./home-page";
import { HomeSection } from "./home-section";

const actionCard =
  "flex h-full w-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:border-accent-600 hover:shadow-md";

function CardText({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <>
      <span className="rounded-lg bg-accent-100 p-3 text-accent-700">{icon}</span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm wrap-anywhere text-slate-600">{description}</span>
      </span>
    </>
  );
}

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s+/, "")
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function Contact({
  contact,
  site,
  pitchDeck,
}: {
  contact: HomePage["contact"];
  /** The contact details the cards show and link to. */
  site: RenderedSite;
  pitchDeck: { label: string; file: PublishedMediaAsset | undefined };
}) {
  const details = site.contact;
  return (
    <HomeSection id="contact" intro={contact}>
      <div className="grid gap-8 lg:grid-cols-3">
        <section className="rounded-xl border border-slate-200 bg-slate-50 p-6 lg:row-span-2">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Building2 aria-hidden="true" className="size-5 text-accent-700" />
            {contact.corporationTitle}
          </h3>
          <dl className="mt-4 space-y-3">
            {contact.corporation.map((f) => (
              <div key={f.label}>
                <dt className="text-sm text-slate-500">{f.label}</dt>
                <dd className="font-medium text-slate-900">{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <ul className="grid gap-4 sm:grid-cols-3 lg:col-span-2">
          <li>
            <a href={emailHref(details.contactEmail)} className={actionCard}>
              <CardText
                icon={<Mail aria-hidden="true" className="size-5" />}
                title={contact.emailTitle}
                description={details.contactEmail}
              />
            </a>
          </li>
          <li>
            <a href={phoneHref(details.phone)} className={actionCard}>
              <CardText
                icon={<Phone aria-hidden="true" className="size-5" />}
                title={contact.phoneTitle}
                description={details.phone}
              />
            </a>
          </li>
          <li>
            <button type="button" onClick={() => openMaps(officeAddress(details))} className={actionCard}>
              <CardText
                icon={<MapPin aria-hidden="true" className="size-5" />}
                title={contact.locationTitle}
                description={contact.locationText}
              />
            </button>
          </li>
        </ul>
        <div className="flex flex-wrap items-start gap-4 lg:col-span-2">
          <a href={meetingHref(details.contactEmail, contact.meeting)} className={buttonClass("primary")}>
            <CalendarDays aria-hidden="true" className="size-4" />
            {contact.meeting.label}
          </a>
          <DocumentLink label={pitchDeck.label} file={pitchDeck.file} />
        </div>
      </div>
      <h3 className="mt-16 text-2xl font-bold text-slate-900">{contact.leadershipTitle}</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {contact.team.map((person) => (
          <li key={person.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent-700 text-lg font-bold text-white"
              >
                {initials(person.name)}
              </span>
              <div>
                <h4 className="font-semibold text-slate-900">{person.name}</h4>
                <p className="text-sm font-medium text-accent-700">{person.role}</p>
              </div>
            </div>
            <p className="mt-4 text-sm font-medium text-slate-900">{person.credentials}</p>
            <p className="mt-1 text-sm text-slate-600">{person.description}</p>
            <p className="mt-3 text-sm">
              <span className="text-slate-500">{contact.specializationLabel} </span>
              <span className="font-medium text-slate-900">{person.specialization}</span>
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
