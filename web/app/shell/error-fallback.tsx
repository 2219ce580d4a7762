import { ERROR_FALLBACK } from "@helixmap/common/errors";
import { Button } from "../ui/button";

export function ErrorFallback({ onReset }: { onReset: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{ERROR_FALLBACK.title}</h1>
      <p className="text-slate-600">{ERROR_FALLBACK.message}</p>
      <div className="flex gap-3">
        <Button onClick={onReset}>Try Again</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    </div>
  );
}
