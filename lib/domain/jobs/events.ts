import { EventEmitter } from "node:events";
import type { Lane } from "@/lib/platform/config/lanes";

/** A job changed; a newly queued job names its lane, so only a worker loop of that lane wakes. */
export type JobChange = { jobId: string; status: string; lane?: Lane };

const holder = globalThis as unknown as { __darkroomJobEvents?: EventEmitter };

/** In-process signal of job changes: wakes idle workers and waiting requests without polling delay. */
export function jobEvents(): EventEmitter {
  if (!holder.__darkroomJobEvents) {
    holder.__darkroomJobEvents = new EventEmitter();
    holder.__darkroomJobEvents.setMaxListeners(0);
  }
  return holder.__darkroomJobEvents;
}
