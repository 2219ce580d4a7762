import type { UsersResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { Role } from "@helixmap/common/roles";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const USERS_QUERY_KEY = ["users"] as const;

/** What the Users tab searches for; an absent value means "any". */
export interface UserFilters {
  q?: string;
  role?: Role;
  active?: boolean;
}

export function listUsersPage(filters: UserFilters, cursor: string | null): Promise<UsersResponse> {
  return apiRequest<UsersResponse>(API_PATHS.usersPage({ ...filters, cursor }));
}

/** Accounts matching the filters, newest first, page by page. */
export function useUsers(filters: UserFilters = {}) {
  return useInfiniteQuery({
    queryKey: [...USERS_QUERY_KEY, filters],
    queryFn: ({ pageParam }) => listUsersPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
