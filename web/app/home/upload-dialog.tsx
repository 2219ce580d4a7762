import { useId } from "react";
import { uploadAccept } from "../copy/home/research";
import { Modal } from "../ui/modal";

/**
 * The Add New Document dialog. Choosing a file closes it and reports the
 * name; the file stays in the browser and is never sent anywhere.
 */
export function UploadDialog({
  open,
  onClose,
  onChosen,
}: {
  open: boolean;
  onClose: () => void;
  onChosen: (fileName: string) => void;
}) {
  const inputId = useId();
  return (
    <Modal open={open} onClose={onClose} title="Add New Document" className="max-w-lg">
      <p className="text-slate-600">
        Choose a research document to add. Accepted formats: PDF, Word, plain text and Markdown.
      </p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-semibold text-slate-900">
        Document file
      </label>
      <input
        id={inputId}
        type="file"
        accept={uploadAccept}
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
