import { SCROLLED_THRESHOLD_PX } from "@helixmap/common/constants";
import { ADMIN_PATHS, type HomeSectionId } from "@helixmap/common/routes";
import { Dna, Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonClass } from "../ui/button";
import { Modal } from "../ui/modal";
import { scrollToTop, useSectionNavigation } from "./scroll";
import { signOut, useDisplayName } from "./session-hint";
import { useSiteSettings } from "./site-settings";

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

const linkClass = "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-accent-50 hover:text-accent-800";

function NavItems({ onDone, vertical }: { onDone?: () => void; vertical?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goToSection = useSectionNavigation();
  const displayName = useDisplayName();
  const site = useSiteSettings();
  const navigation = site?.navigation;
  const words = site?.words;
  const itemClass = vertical ? `${linkClass} block w-full text-left text-base` : linkClass;

  /** A `#section` of the home page scrolls there (from any page); a path opens that page. */
  const go = (to: string) => {
    onDone?.();
    if (to.startsWith("#")) goToSection(to.slice(1) as HomeSectionId);
    else navigate(to);
  };

  return (
    <>
      {pathname !== "/" && (
        <Link to="/" className={itemClass} onClick={onDone}>
          {words?.home}
        </Link>
      )}
      {navigation?.headerLinks.map((link) => (
        <button key={link.to} type="button" className={itemClass} onClick={() => go(link.to)}>
          {link.label}
        </button>
      ))}
      <Link to={ADMIN_PATHS.dashboard} className={itemClass} onClick={onDone}>
        {words?.dashboard}
      </Link>
      {displayName ? (
        <>
          <Link
            to={ADMIN_PATHS.account}
            className={`${itemClass} font-semibold text-accent-800`}
            data-testid="nav-user"
            title={words?.yourAccount}
            onClick={onDone}
          >
            {displayName}
          </Link>
          <button
            type="button"
            className={itemClass}
            onClick={async () => {
              onDone?.();
              await signOut();
              navigate("/");
            }}
          >
            {words?.logout}
          </button>
        </>
      ) : (
        <>
          <Link to={ADMIN_PATHS.login} className={itemClass} onClick={onDone}>
            {words?.signIn}
          </Link>
          <Link to={ADMIN_PATHS.register} className={itemClass} onClick={onDone}>
            {words?.register}
          </Link>
        </>
      )}
      {navigation && (
        <button
          type="button"
          className={buttonClass("primary", vertical ? "mt-2 w-full" : "ml-2")}
          onClick={() => go(navigation.getStarted.href)}
        >
          {navigation.getStarted.label}
        </button>
      )}
    </>
  );
}

export function NavBar() {
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const site = useSiteSettings();

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 h-20 transition-colors ${scrolled ? "bg-white/95 shadow-md backdrop-blur" : "bg-white"}`}
    >
      <nav
        aria-label={site?.words.mainNavigation}
        className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <button
          type="button"
          className="flex items-center gap-2 text-lg font-bold text-slate-900"
          onClick={() => (pathname === "/" ? scrollToTop() : navigate("/"))}
        >
          <Dna aria-hidden="true" className="size-7 text-accent-700" />
          {site?.identity.companyName}
        </button>
        <div className="hidden items-center xl:flex">
          <NavItems />
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
          aria-label={site?.words.openMenu}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </nav>
      <Modal
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={site?.words.menu}
        className="max-w-sm"
        closeLabel={site?.words.close ?? ""}
      >
        <div className="flex flex-col gap-1">
          <NavItems vertical onDone={() => setMenuOpen(false)} />
        </div>
      </Modal>
    </header>
  );
}
