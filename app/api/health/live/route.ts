// GET /api/health/live — liveness: the process answers (200), whatever its dependencies say; restart it only when this fails
export function GET() {
  return Response.json({ status: "ok" });
}
