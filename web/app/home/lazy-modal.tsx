import { type ReactNode, Suspense } from "react";
import { useSiteWords } from "../shell/site-settings";
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
  const words = useSiteWords();
  return (
    <Modal open={open} onClose={onClose} title={title} className="max-w-3xl" closeLabel={words?.close ?? ""}>
      <Suspense
        fallback={
          <div className="py-10">
            <Spinner label={words?.loadingDetails ?? ""} />
          </div>
        }
      >
        {children}
      </Suspense>
    </Modal>
  );
}
