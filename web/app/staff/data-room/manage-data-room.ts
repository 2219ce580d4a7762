import type { UsersResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type {
  AccessLogResponse,
  DataRoomGrantsResponse,
  FolderPatch,
  NdaResponse,
} from "@helixmap/common/data-room/data-room-api";
import type { MediaListResponse } from "@helixmap/common/media/media-api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { DATA_ROOM_QUERY_KEY } from "./read-data-room";

/** The administrators' operations on the data room; every change refreshes what the tab shows. */
const KEYS = {
  nda: [...DATA_ROOM_QUERY_KEY, "nda"],
  grants: [...DATA_ROOM_QUERY_KEY, "grants"],
  log: [...DATA_ROOM_QUERY_KEY, "access-log"],
} as const;

function useDataRoomChange<I>(request: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_ROOM_QUERY_KEY }),
  });
}

export const useCreateFolder = () =>
  useDataRoomChange((input: { name: string; description: string }) =>
    apiRequest(API_PATHS.dataRoom.folders, { method: "POST", body: input }),
  );

export const useUpdateFolder = () =>
  useDataRoomChange(({ id, patch }: { id: string; patch: FolderPatch }) =>
    apiRequest(API_PATHS.dataRoom.folder(id), { method: "PATCH", body: patch }),
  );

export const useDeleteFolder = () =>
  useDataRoomChange((id: string) => apiRequest(API_PATHS.dataRoom.folder(id), { method: "DELETE" }));

export const useAddDocument = () =>
  useDataRoomChange(({ folderId, ...body }: { folderId: string; assetId: string; viewOnly: boolean }) =>
    apiRequest(API_PATHS.dataRoom.folderDocuments(folderId), { method: "POST", body }),
  );

export const useRemoveDocument = () =>
  useDataRoomChange((id: string) => apiRequest(API_PATHS.dataRoom.document(id), { method: "DELETE" }));

export const useNda = () =>
  useQuery({ queryKey: KEYS.nda, queryFn: () => apiRequest<NdaResponse>(API_PATHS.dataRoom.nda) });

export const useWriteNda = () =>
  useDataRoomChange((text: string) =>
    apiRequest<NdaResponse>(API_PATHS.dataRoom.nda, { method: "PUT", body: { text } }),
  );

/** The grants of one partner, of one folder, of both, or all (the server filters). */
export interface GrantFilters {
  userId?: string;
  folderId?: string;
}

export const useGrants = (filters: GrantFilters) =>
  useQuery({
    queryKey: [...KEYS.grants, filters],
    queryFn: () => apiRequest<DataRoomGrantsResponse>(API_PATHS.dataRoom.grantsPage({ ...filters })),
  });

export const useCreateGrant = () =>
  useDataRoomChange((body: { userId: string; folderId: string; expiresAt: string | null }) =>
    apiRequest(API_PATHS.dataRoom.grants, { method: "POST", body }),
  );

export const useRevokeGrant = () =>
  useDataRoomChange((id: string) => apiRequest(API_PATHS.dataRoom.grant(id), { method: "DELETE" }));

export interface AccessLogFilters {
  documentId?: string;
  userId?: string;
  downloadId?: string;
}

export const useAccessLog = (filters: AccessLogFilters) =>
  useQuery({
    queryKey: [...KEYS.log, filters],
    queryFn: () => apiRequest<AccessLogResponse>(API_PATHS.dataRoom.accessLogPage({ ...filters })),
  });

/** Partners, for the grant form (the first page of active partners). */
export const usePartners = () =>
  useQuery({
    queryKey: [...DATA_ROOM_QUERY_KEY, "partners"],
    queryFn: () => apiRequest<UsersResponse>(API_PATHS.usersPage({ role: "partner", active: true, limit: 100 })),
  });

/** PDFs in the library matching the search, for adding a document. */
export const useLibraryPdfs = (search: string) =>
  useQuery({
    queryKey: [...DATA_ROOM_QUERY_KEY, "pdfs", search],
    queryFn: () => apiRequest<MediaListResponse>(API_PATHS.mediaPage({ kind: "document", search, limit: 20 })),
  });
