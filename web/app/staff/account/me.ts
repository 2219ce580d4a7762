import type { MeResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../api-client/api-request";

export const ME_QUERY_KEY = ["me"] as const;

/** The signed-in person's profile and two-factor status, or null when nobody is signed in. */
export async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await apiRequest<MeResponse>(API_PATHS.me);
  } catch (error) {
    if (error instanceof ApiError && error.code === "UNAUTHENTICATED") return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
}
