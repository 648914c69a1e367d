import { beforeEach, describe, expect, it } from "vitest";
import { useUploadsStore, type PendingUpload } from "./uploads-store";

const upload = (id: string, status: PendingUpload["status"] = "uploading"): PendingUpload => ({
  id,
  name: `${id}.png`,
  mime: "image/png",
  size: 10,
  previewUrl: "",
  progress: 0,
  status,
  jobId: null,
  error: status === "failed" ? "Not an image, video or audio file." : null,
});

const store = () => useUploadsStore.getState();

beforeEach(() => useUploadsStore.setState({ uploads: [], selectedId: null }));

describe("the file to run on", () => {
  it("is never a file refused on arrival: the next good one is picked instead", () => {
    store().add(upload("notes", "failed"));
    expect(store().selectedId).toBeNull();
    store().add(upload("photo"));
    expect(store().selectedId).toBe("photo");
  });

  it("moves off a file whose upload fails, to another that may still run", () => {
    store().add(upload("a"));
    store().add(upload("b"));
    store().update("a", { status: "failed", error: "The file is empty (0 bytes)." });
    expect(store().selectedId).toBe("b");
    store().update("b", { status: "failed", error: "This file type is not supported." });
    expect(store().selectedId).toBeNull();
  });

  it("cannot be chosen when it failed, and removing the selected file skips failed ones", () => {
    store().add(upload("good"));
    store().add(upload("bad", "failed"));
    store().add(upload("other"));
    store().select("bad");
    expect(store().selectedId).toBe("good");
    store().remove("good");
    expect(store().selectedId).toBe("other");
  });

  it("follows a finished upload to its job id, the name the server's Files list knows it by", () => {
    store().add(upload("local-1"));
    store().finish("local-1", "job_abc");
    expect(store().uploads[0]).toMatchObject({ id: "job_abc", jobId: "job_abc", status: "done", progress: 1 });
    expect(store().selectedId).toBe("job_abc");
  });
});
