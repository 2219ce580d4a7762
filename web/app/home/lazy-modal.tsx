import { type ReactNode, Suspense } from "react";
import { Modal } from "../ui/modal";
import { Spinner } from "../ui/spinner";

/**
 * A modal whose body is a lazily loaded component: the content only a modal
 * needs stays out of the page's first load and arrives when it opens.
 */
export function LazyModal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} className="max-w-3xl">
      <Suspense
        fallback={
          <div className="py-10">
            <Spinner label="Loading details" />
          </div>
        }
      >
        {children}
      </Suspense>
    </Modal>
  );
}
