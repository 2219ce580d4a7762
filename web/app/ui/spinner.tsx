export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-slate-600">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-accent-100 border-t-accent-600"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
