import { downloadGet, downloadHead } from "@darkroom/lib/http/download-route";

// The server entry answers signed downloads itself before Next (lib/http/before-next.ts); this file gives Next the same handlers.
export const GET = downloadGet;
export const HEAD = downloadHead;
