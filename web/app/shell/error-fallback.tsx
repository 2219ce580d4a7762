import { ERROR_FALLBACK } from "@helixmap/common/errors";
import { Button } from "../ui/button";
import { useProvidedSiteSettings } from "./site-settings";

/**
 * What a page that failed shows. Its words are the site settings' when the site layout above it
 * still stands; an error in the layout itself (the root boundary) leaves only the code's own.
 */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  const words = useProvidedSiteSettings()?.errorPage;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{words?.errorTitle ?? ERROR_FALLBACK.title}</h1>
      <p className="text-slate-600">{words?.errorMessage ?? ERROR_FALLBACK.message}</p>
      <div className="flex gap-3">
        <Button onClick={onReset}>{words?.tryAgain ?? ERROR_FALLBACK.tryAgain}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {words?.reloadPage ?? ERROR_FALLBACK.reloadPage}
        </Button>
      </div>
    </div>
  );
}
