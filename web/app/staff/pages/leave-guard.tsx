import { AlertDialog } from "radix-ui";
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { buttonClass } from "../../ui/button";

/** Asks before unsaved changes are left behind; `onLeave` goes, Cancel stays. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            The changes in this form have not been saved as a draft. Leaving loses them.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("ghost")}>Stay on the form</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={onLeave}>
              Leave and lose the changes
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * While `dirty`, closing or reloading the browser tab asks first (the
 * browser's own question), and so does following a link inside the app.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return (
    <LeaveDialog
      open={blocker.state === "blocked"}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
