import { healthAnswer } from "@darkroom/lib/http/health";

// GET /api/health — readiness: each dependency up or down (503 while the database or storage is), disk space and the ffmpeg in use, for load balancers and the CLI
export function GET() {
  return healthAnswer();
}
