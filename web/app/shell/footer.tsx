import type { HomeSectionId } from "@helixmap/common/routes";
import { site } from "@helixmap/common/site";
import { Dna } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { FooterPressAlerts } from "./footer-press-alerts";
import { FOOTER_COLUMNS, type FooterLink, LEGAL_LINKS, STAFF_LINKS } from "./nav-links";
import { scrollToTop, useSectionNavigation } from "./scroll";

const linkClass = "text-sm text-slate-300 hover:text-white hover:underline";

function FooterItem({ link }: { link: FooterLink }) {
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
            {site.companyName}
          </button>
          <p className="mt-3 text-sm text-slate-400">{site.tagline}.</p>
          <div className="mt-6">
            <FooterPressAlerts />
          </div>
        </div>
        {FOOTER_COLUMNS.map((col) => (
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
          <p>
            <strong className="text-slate-300">Investment disclaimer:</strong> This website is for information only and
            is not an offer to sell or a solicitation of an offer to buy securities. Any offering is made only to
            accredited investors through definitive offering documents. Our therapies are experimental, have not been
            approved by any regulatory authority, and statements about them are forward-looking and unverified.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <span>
              © {new Date().getFullYear()} {site.legalName}
            </span>
            {LEGAL_LINKS.map((l) => (
              <FooterItem key={l.to} link={l} />
            ))}
            <Link to={STAFF_LINKS.dashboard.to} className={linkClass}>
              Admin
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
