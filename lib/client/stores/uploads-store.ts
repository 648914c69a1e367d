import { create } from "zustand";

export type PendingUpload = {
  id: string;
  name: string;
  mime: string;
  size: number;
  previewUrl: string;
  progress: number;
  status: "uploading" | "done" | "failed";
  jobId: string | null;
  error: string | null;
};

type UploadsState = {
  uploads: PendingUpload[];
  selectedId: string | null;
  add: (upload: PendingUpload) => void;
  update: (id: string, patch: Partial<PendingUpload>) => void;
  /** The upload is stored: from now on it is known by its job id, as the server's list names it. */
  finish: (id: string, jobId: string) => void;
  remove: (id: string) => void;
  select: (id: string) => void;
};

/** The first file that is or may become runnable: a failed one is never the file to run on. */
const firstRunnable = (uploads: PendingUpload[]) => uploads.find((u) => u.status !== "failed")?.id ?? null;

/** Files dropped in this tab: their progress, preview and, once stored, the job id to run on; the kept ones come from the server (useFiles). */
export const useUploadsStore = create<UploadsState>((set) => ({
  uploads: [],
  selectedId: null,
  add: (upload) =>
    // Newest first, as the server's list is.
    set((state) => ({ uploads: [upload, ...state.uploads], selectedId: state.selectedId ?? (upload.status === "failed" ? null : upload.id) })),
  update: (id, patch) =>
    set((state) => {
      const uploads = state.uploads.map((u) => (u.id === id ? { ...u, ...patch } : u));
      return { uploads, selectedId: state.selectedId === id && patch.status === "failed" ? firstRunnable(uploads) : state.selectedId };
    }),
  finish: (id, jobId) =>
    set((state) => ({
      uploads: state.uploads.map((u) => (u.id === id ? { ...u, id: jobId, jobId, status: "done", progress: 1 } : u)),
      selectedId: state.selectedId === id ? jobId : state.selectedId,
    })),
  remove: (id) =>
    set((state) => {
      const uploads = state.uploads.filter((u) => u.id !== id);
      return { uploads, selectedId: state.selectedId === id ? firstRunnable(uploads) : state.selectedId };
    }),
  select: (id) => set((state) => (state.uploads.find((u) => u.id === id)?.status === "failed" ? state : { selectedId: id })),
}));
