import { withAdmin } from "@darkroom/lib/http/with-admin";
import { HEARTBEAT_SECONDS, STALE_AFTER_SECONDS, listWorkers } from "@darkroom/lib/platform/metrics/worker-registry";

// GET /api/admin/workers — every job-worker process: host, pid, lanes, running jobs, last heartbeat, stale
export const GET = withAdmin(async () => ({ heartbeat_seconds: HEARTBEAT_SECONDS, stale_after_seconds: STALE_AFTER_SECONDS, workers: await listWorkers() }));
