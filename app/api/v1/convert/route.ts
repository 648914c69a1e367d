import { convert } from "@darkroom/lib/http/convert-route";

// The server entry answers convert itself before Next (lib/http/before-next.ts); this file gives Next the same handler.
export const POST = convert;
