import { now } from "@/lib/core/clock";
import { describeDevice } from "./device";
import type { SessionView } from "./schema";
import { SESSION_IDLE_DAYS, type SessionRow } from "./session";

/** A session as the Workbench lists it; it ends at its 30-day limit or after 7 idle days, whichever comes first. */
export function describeSession(row: SessionRow, currentSessionId: string | null): SessionView {
  const idleEnd = row.lastSeenAt.getTime() + SESSION_IDLE_DAYS * 86_400_000;
  const ends = Math.min(row.expiresAt.getTime(), Math.max(idleEnd, now().getTime()));
  return {
    id: row.id,
    device: describeDevice(row.userAgent),
    address: row.address,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: new Date(ends).toISOString(),
    current: row.id === currentSessionId,
  };
}
