// A worker process for lib/domain/jobs/worker-crash.test.ts: the real server runtime in its worker role,
// with the app's kinds plus one that never finishes on its own, so the test can kill the process
// while it holds the job.
import { z } from "zod";
import { defineJobKind, jobKindRegistry } from "@/lib/domain/jobs/job-kind";
import { JOB_KINDS } from "@/lib/domain/register";
import { drainOnSignals, startServerRuntime } from "@/lib/runtime/server-runtime";

const testHang = defineJobKind({ kind: "test-hang", title: "A hanging test job", params: z.object({}), handle: () => new Promise(() => {}) });

void startServerRuntime({ role: "worker", kinds: jobKindRegistry([...JOB_KINDS, testHang]) }).then((runtime) => drainOnSignals(runtime));
