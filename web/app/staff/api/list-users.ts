import type { Profile, UsersResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client";

export const USERS_QUERY_KEY = ["users"] as const;

export async function listUsers(): Promise<Profile[]> {
  const { users } = await apiRequest<UsersResponse>(API_PATHS.users);
  return users;
}

export function useUsers() {
  return useQuery({ queryKey: USERS_QUERY_KEY, queryFn: listUsers });
}
