import { useCallback, useRef, useState } from "react";
import { errorMessage } from "../../api-client/api-request";

/** One file on its way to the library, or the reason it did not get there. */
export interface UploadEntry<A> {
  key: string;
  file: File;
  /** Bytes sent and the request's total; 0 of 0 until the browser first reports. */
  sent: number;
  total: number;
  state: "uploading" | "done" | "failed";
  error?: string;
  asset?: A;
}

export type UploadOne<A> = (file: File, onProgress: (sent: number, total: number) => void) => Promise<A>;

/**
 * Uploads every file given, side by side, each with its own progress and
 * outcome: one refused file never stops the others.
 */
export function useUploadQueue<A>(upload: UploadOne<A>, onUploaded?: (asset: A) => void) {
  const [entries, setEntries] = useState<UploadEntry<A>[]>([]);
  const counter = useRef(0);

  const update = useCallback((key: string, change: Partial<UploadEntry<A>>) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        counter.current += 1;
        const key = `${counter.current}-${file.name}`;
        setEntries((list) => [...list, { key, file, sent: 0, total: 0, state: "uploading" }]);
        upload(file, (sent, total) => update(key, { sent, total })).then(
          (asset) => {
            update(key, { state: "done", asset });
            onUploaded?.(asset);
          },
          (error: unknown) => update(key, { state: "failed", error: errorMessage(error) }),
        );
      }
    },
    [upload, update, onUploaded],
  );

  const dismiss = useCallback((key: string) => setEntries((list) => list.filter((e) => e.key !== key)), []);
  const clearFinished = useCallback(() => setEntries((list) => list.filter((e) => e.state === "uploading")), []);

  return { entries, add, dismiss, clearFinished };
}
