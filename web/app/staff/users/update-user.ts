import type { MeResponse, Profile, UserResponse, UsersResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { Role } from "@helixmap/common/roles";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { ME_QUERY_KEY } from "../account/me";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { USERS_QUERY_KEY } from "./list-users";

export interface UserChange {
  id: string;
  role?: Role;
  isActive?: boolean;
}

export async function updateUser({ id, ...change }: UserChange): Promise<Profile> {
  const { user } = await apiRequest<UserResponse>(API_PATHS.user(id), { method: "PATCH", body: change });
  return user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      // Shown changed in every loaded list at once; it stays in a filtered list until the next search.
      queryClient.setQueriesData<InfiniteData<UsersResponse>>({ queryKey: USERS_QUERY_KEY }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                users: page.users.map((u) => (u.id === user.id ? user : u)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
      // Changing one's own role changes what the dashboard may show.
      const me = queryClient.getQueryData<MeResponse | null>(ME_QUERY_KEY);
      if (me?.user.id === user.id) queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, { ...me, user });
    },
  });
}
