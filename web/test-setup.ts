import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { emulateModalDialogs, emulatePointerCapture } from "./test-browser-apis";

emulateModalDialogs();
emulatePointerCapture();

// A component test that logs an error fails unless it expects that error.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0 && !(globalThis as { __expectConsoleError?: boolean }).__expectConsoleError) {
    throw new Error(`console.error was called: ${calls.map((c: unknown[]) => String(c[0])).join(" | ")}`);
  }
  (globalThis as { __expectConsoleError?: boolean }).__expectConsoleError = false;
});
