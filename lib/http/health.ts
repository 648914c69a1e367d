import { checkDependencies, REQUIRED_DEPENDENCIES } from "@/lib/platform/dependency-health";
import { ffmpegHealth } from "@/lib/platform/media/ffmpeg";

/** How long a load balancer should wait before asking an instance whose dependency is down again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * GET /api/health: each dependency (`database`, `redis`, `storage`: up or down), the drivers, the disk's
 * free space and whether video can be processed (ffmpeg and ffprobe 5+ on the PATH). 503 with the error
 * shape and Retry-After while the database or the storage is down; Redis down, a disk below
 * DISK_FREE_MIN_BYTES or no ffmpeg is 200 `degraded` with a warning.
 */
export async function healthAnswer(): Promise<Response> {
  const report = await checkDependencies();
  const ffmpeg = ffmpegHealth();
  const down = REQUIRED_DEPENDENCIES.filter((dependency) => report[dependency] === "down");
  const warnings = [
    ...(report.redis === "down" ? ["Redis is unreachable: each process counts rate limits alone until it is back."] : []),
    ...(report.disk?.low ? ["DATA_DIR has less free space than DISK_FREE_MIN_BYTES: new uploads are refused (507) until space is freed."] : []),
    ...(ffmpeg.available ? [] : ["Video is unavailable: no ffmpeg and ffprobe 5 or newer on the PATH, so video and audio are refused (503 video_unavailable). Install them (apt-get install ffmpeg) and restart."]),
  ];
  const body = {
    status: down.length ? "unavailable" : warnings.length ? "degraded" : "ok",
    database: report.database,
    redis: report.redis,
    storage: report.storage,
    drivers: report.drivers,
    disk: report.disk && { free_bytes: report.disk.freeBytes, min_free_bytes: report.disk.minFreeBytes, low: report.disk.low },
    ffmpeg,
    ...(warnings.length ? { warnings } : {}),
    ...(down.length ? { error: { code: "unavailable", message: `Not serving: the ${down.join(" and ")} cannot be reached.` } } : {}),
  };
  return Response.json(body, { status: down.length ? 503 : 200, headers: down.length ? { "Retry-After": String(RETRY_AFTER_SECONDS) } : {} });
}
