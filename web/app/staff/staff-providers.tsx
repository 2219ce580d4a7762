import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { z } from "zod";
import { createStaffQueryClient } from "./query-client";

// Zod probes for eval (`new Function`) before compiling fast parsers; our
// Content-Security-Policy forbids eval, so the probe itself is reported as a
// violation. Every staff route renders inside these providers.
z.config({ jitless: true });

export function StaffProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createStaffQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" richColors closeButton />
    </QueryClientProvider>
  );
}
