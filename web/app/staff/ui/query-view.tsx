import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";

/** Loading, failure (with a retry) and empty states around a list query. */
export function QueryView<T>({
  query,
  loadingLabel,
  failureTitle,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  failureTitle: string;
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="py-10">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorNotice title={failureTitle} message={errorMessage(query.error)}>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? "Retrying..." : "Try again"}
        </Button>
      </ErrorNotice>
    );
  }
  if (isEmpty(query.data)) return <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">{empty}</p>;
  return <>{children(query.data)}</>;
}

export function ErrorNotice({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
