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
  remove: (id: string) => void;
  select: (id: string) => void;
};

/** Files dropped on this page: their progress, preview and, once stored, the job id to run on. */
export const useUploadsStore = create<UploadsState>((set) => ({
  uploads: [],
  selectedId: null,
  add: (upload) => set((state) => ({ uploads: [...state.uploads, upload], selectedId: state.selectedId ?? upload.id })),
  update: (id, patch) => set((state) => ({ uploads: state.uploads.map((u) => (u.id === id ? { ...u, ...patch } : u)) })),
  remove: (id) =>
    set((state) => {
      const uploads = state.uploads.filter((u) => u.id !== id);
      return { uploads, selectedId: state.selectedId === id ? (uploads[0]?.id ?? null) : state.selectedId };
    }),
  select: (id) => set({ selectedId: id }),
}));
