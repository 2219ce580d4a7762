/**
 * Atom 1.0 (RFC 4287) feeds, built from plain entries so the build step (the
 * site's built-in content) and the server's site generation (published staff
 * items) produce the same document.
 */
import { escapeXml } from "./xml";

export interface AtomPerson {
  name: string;
  email?: string;
  uri?: string;
}

export interface AtomEntry {
  /** A permanent, unique IRI: the same item keeps it forever. */
  id: string;
  title: string;
  /** RFC 3339 date-time. */
  updated: string;
  published?: string;
  /** The item's page on the site (absolute). */
  link: string;
  summary?: string;
  authors?: readonly AtomPerson[];
  categories?: readonly string[];
}

export interface AtomFeedInput {
  id: string;
  title: string;
  subtitle?: string;
  /** Absolute address of the feed document itself. */
  selfUrl: string;
  /** Absolute address of the page the feed mirrors. */
  pageUrl: string;
  author: AtomPerson;
  entries: readonly AtomEntry[];
  /** Used when there are no entries; otherwise the newest entry's `updated`. */
  updated: string;
}

export const ATOM_MEDIA_TYPE = "application/atom+xml";

function person(tag: string, p: AtomPerson, indent: string): string {
  const parts = [`<name>${escapeXml(p.name)}</name>`];
  if (p.email) parts.push(`<email>${escapeXml(p.email)}</email>`);
  if (p.uri) parts.push(`<uri>${escapeXml(p.uri)}</uri>`);
  return `${indent}<${tag}>${parts.join("")}</${tag}>`;
}

function entryXml(e: AtomEntry): string {
  const lines = [
    "  <entry>",
    `    <id>${escapeXml(e.id)}</id>`,
    `    <title type="text">${escapeXml(e.title)}</title>`,
    `    <updated>${escapeXml(e.updated)}</updated>`,
  ];
  if (e.published) lines.push(`    <published>${escapeXml(e.published)}</published>`);
  lines.push(`    <link rel="alternate" type="text/html" href="${escapeXml(e.link)}"/>`);
  for (const a of e.authors ?? []) lines.push(person("author", a, "    "));
  for (const c of e.categories ?? []) lines.push(`    <category term="${escapeXml(c)}"/>`);
  if (e.summary) lines.push(`    <summary type="text">${escapeXml(e.summary)}</summary>`);
  lines.push("  </entry>");
  return lines.join("\n");
}

/** The feed document, entries newest first; the feed's `updated` is its newest entry's. */
export function buildAtomFeed(feed: AtomFeedInput): string {
  const entries = [...feed.entries].sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated));
  const updated = entries[0]?.updated ?? feed.updated;
  const head = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
  ];
  if (feed.subtitle) head.push(`  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`);
  head.push(
    `  <updated>${escapeXml(updated)}</updated>`,
    `  <link rel="self" type="${ATOM_MEDIA_TYPE}" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    person("author", feed.author, "  "),
  );
  return `${[...head, ...entries.map(entryXml), "</feed>"].join("\n")}\n`;
}
