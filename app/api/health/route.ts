import { sql } from "drizzle-orm";
import { log } from "@darkroom/lib/core/log";
import { getDb, getDbDriver } from "@darkroom/lib/platform/db/index";
import { blobStore } from "@darkroom/lib/platform/storage/index";
import { ffmpegHealth } from "@darkroom/lib/platform/media/ffmpeg";

// GET /api/health — liveness, database reachability, the blob store and the ffmpeg in use, for load balancers and the CLI
export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`SELECT 1`);
    return Response.json({ status: "ok", database: await getDbDriver(), storage: blobStore().driver, ffmpeg: ffmpegHealth() });
  } catch (error) {
    log().error({ err: error }, "health check failed");
    return Response.json({ status: "error", error: { code: "database_unavailable", message: "The database is not reachable." } }, { status: 503 });
  }
}
