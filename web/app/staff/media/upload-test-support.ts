import { vi } from "vitest";
import type { MockResponse } from "../test-support";

export interface SentUpload {
  method: string;
  path: string;
  form: FormData;
  /** Reports upload progress to the page, as the browser would while bytes leave. */
  progress: (loaded: number, total: number) => void;
  /** Answers the request. */
  respond: (response: MockResponse) => void;
}

/**
 * Replaces XMLHttpRequest (what uploads use, for their progress events) with
 * one whose requests a test answers by hand: `sent` lists them in order.
 */
export function stubUploads() {
  const sent: SentUpload[] = [];
  class TestXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = "";
    withCredentials = false;
    private method = "GET";
    private path = "";
    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader() {}
    abort() {
      this.dispatchEvent(new Event("abort"));
    }
    send(form: FormData) {
      sent.push({
        method: this.method,
        path: this.path,
        form,
        progress: (loaded, total) =>
          this.upload.dispatchEvent(new ProgressEvent("progress", { lengthComputable: true, loaded, total })),
        respond: ({ status = 200, body }) => {
          this.status = status;
          this.responseText = JSON.stringify(body ?? {});
          this.dispatchEvent(new Event("load"));
        },
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", TestXhr);
  return { sent };
}
