// A worker process for lib/jobs/worker-crash.test.ts: the real `npm run worker` entry plus a job kind
// that never finishes on its own, so the test can kill the process while it holds the job.
import { defineJobKind } from "@/lib/jobs/registry";

defineJobKind({
  kind: "test-hang",
  handle: () => new Promise(() => {}),
});

void import("@/lib/jobs/worker-main");
