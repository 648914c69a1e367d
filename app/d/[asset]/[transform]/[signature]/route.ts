import { deliverGet, deliverHead } from "@darkroom/lib/http/deliver-route";

export * from "@darkroom/lib/http/method-not-allowed";

// The server entry answers /d/ itself before Next (lib/http/before-next.ts); this file gives Next the same handlers.
export const GET = deliverGet;
export const HEAD = deliverHead;
