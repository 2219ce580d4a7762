import { API_PATHS } from "@helixmap/common/api-paths";
import type { DataRoomResponse } from "@helixmap/common/data-room/data-room-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const DATA_ROOM_QUERY_KEY = ["data-room"] as const;

/** The NDA and the folders the caller may open (refused for a partner without a grant). */
export function useDataRoom() {
  return useQuery({
    queryKey: DATA_ROOM_QUERY_KEY,
    queryFn: () => apiRequest<DataRoomResponse>(API_PATHS.dataRoom.root),
    retry: false,
  });
}
