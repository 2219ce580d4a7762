import type { PressAlertSubscriberSummary } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export function useSubscriberSummary() {
  return useQuery({
    queryKey: ["press-alert-subscribers"],
    queryFn: () => apiRequest<PressAlertSubscriberSummary>(API_PATHS.pressAlerts.subscribers),
  });
}
