import { API_PATHS } from "@helixmap/common/api-paths";
import type { NdaAccept } from "@helixmap/common/data-room/data-room-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { DATA_ROOM_QUERY_KEY } from "./read-data-room";

export function useAcceptNda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NdaAccept) => apiRequest<void>(API_PATHS.dataRoom.ndaAccept, { method: "POST", body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_ROOM_QUERY_KEY }),
  });
}
