import { useId } from "react";
import { useSiteWords } from "../shell/site-settings";
import { Modal } from "../ui/modal";
import type { HomePage } from "./home-page";

// What the file input offers: the formats the dialog's text names.
const ACCEPT = ".pdf,.doc,.docx,.txt,.md";

/**
 * The Add New Document dialog. Choosing a file closes it and reports the
 * name; the file stays in the browser and is never sent anywhere.
 */
export function UploadDialog({
  title,
  text,
  open,
  onClose,
  onChosen,
}: {
  title: string;
  text: HomePage["research"]["upload"];
  open: boolean;
  onClose: () => void;
  onChosen: (fileName: string) => void;
}) {
  const inputId = useId();
  const words = useSiteWords();
  return (
    <Modal open={open} onClose={onClose} title={title} className="max-w-lg" closeLabel={words?.close ?? ""}>
      <p className="text-slate-600">{text.intro}</p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-semibold text-slate-900">
        {text.fileLabel}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return;
          onChosen(file.name);
          onClose();
        }}
        className="mt-2 block w-full rounded-md border border-slate-300 p-2 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-accent-700 file:px-3 file:py-1.5 file:font-semibold file:text-white"
      />
    </Modal>
  );
}
