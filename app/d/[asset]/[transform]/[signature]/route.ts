import { deliverGet, deliverHead } from "@/lib/http/deliver-route";

export * from "@/lib/http/method-not-allowed";

// The server entry answers /d/ itself before Next (lib/http/before-next.ts); this file gives Next the same handlers.
export const GET = deliverGet;
export const HEAD = deliverHead;
