import { ADMIN_PATHS, type HomeSectionId } from "@helixmap/common/routes";
import { Dna } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { FooterPressAlerts } from "./footer-press-alerts";
import { scrollToTop, useSectionNavigation } from "./scroll";
import { useSiteSettings } from "./site-settings";

const linkClass = "text-sm text-slate-300 hover:text-white hover:underline";

/** A section link (`#id`) scrolls to that section of the home page. */
function FooterItem({ link }: { link: { label: string; to: string } }) {
  const goToSection = useSectionNavigation();
  if (link.to.startsWith("#")) {
    return (
      <button type="button" className={linkClass} onClick={() => goToSection(link.to.slice(1) as HomeSectionId)}>
        {link.label}
      </button>
    );
  }
  return (
    <Link to={link.to} className={linkClass}>
      {link.label}
    </Link>
  );
}

export function Footer() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const site = useSiteSettings();
  // The staff area asks for the settings once opened: until they arrive, a footer would hold controls
  // without names (axe caught its brand button and admin link so, while the account screen loaded).
  if (!site) return null;
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <button
            type="button"
            className="flex items-center gap-2 text-lg font-bold text-white"
            onClick={() => (pathname === "/" ? scrollToTop() : navigate("/"))}
          >
            <Dna aria-hidden="true" className="size-6 text-accent-100" />
            {site.identity.companyName}
          </button>
          <p className="mt-3 text-sm text-slate-400">{site.identity.tagline}.</p>
          <div className="mt-6">
            <FooterPressAlerts />
          </div>
        </div>
        {site.navigation.footerColumns.map((col) => (
          <div key={col.title}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{col.title}</h2>
            <ul className="space-y-2">
              {col.links.map((link) => (
                <li key={link.label}>
                  <FooterItem link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-xs text-slate-400 sm:px-6">
          <div
            className="[&_strong]:text-slate-300"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/src/markdown.ts, raw HTML off
            dangerouslySetInnerHTML={{ __html: site.footer.disclaimer.html }}
          />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <span>
              © {new Date().getFullYear()} {site.identity.legalName}
            </span>
            {site.navigation.legalLinks.map((l) => (
              <FooterItem key={l.to} link={l} />
            ))}
            <Link to={ADMIN_PATHS.dashboard} className={linkClass}>
              {site.words.admin}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
