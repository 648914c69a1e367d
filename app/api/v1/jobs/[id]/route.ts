import { readJob } from "@darkroom/lib/http/read-job-route";

// The server entry answers job reads itself before Next (lib/http/before-next.ts); this file gives Next the same handler.
export const GET = readJob;
