import { ApiError } from "@/lib/core/errors";
import { randomBase62 } from "@/lib/core/ids";
import { ReviewerName } from "./schema";

/** Who is giving feedback: a random id (kept across name changes) and the name they typed. */
export type Reviewer = { id: string; name: string };

export const REVIEWER_COOKIE = "dr_reviewer";
const REVIEWER_ID = /^[0-9A-Za-z]{20}$/;
const REVIEWER_DAYS = 365;

export function readReviewer(cookieValue: string | undefined): Reviewer | null {
  const [id, encodedName] = cookieValue?.split(".") ?? [];
  if (!id || !encodedName || !REVIEWER_ID.test(id)) return null;
  const name = ReviewerName.safeParse(Buffer.from(encodedName, "base64url").toString("utf8"));
  return name.success ? { id, name: name.data } : null;
}

/** The named reviewer of a request that gives feedback; a visitor who gave no name is refused. */
export function requireReviewer(reviewer: Reviewer | null): Reviewer {
  if (!reviewer) throw new ApiError("invalid_request", "Enter your name before giving feedback.");
  return reviewer;
}

/** The reviewer after (re)naming: the same id as before, or a new one. */
export function nameReviewer({ current, name }: { current: Reviewer | null; name: string }): Reviewer {
  return { id: current?.id ?? randomBase62(20), name };
}

/** Shared by every review page of this host, so a reviewer types their name once. */
export function reviewerCookie({ reviewer, secure }: { reviewer: Reviewer; secure: boolean }): string {
  return [
    `${REVIEWER_COOKIE}=${reviewer.id}.${Buffer.from(reviewer.name, "utf8").toString("base64url")}`,
    "Path=/g",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${REVIEWER_DAYS * 86_400}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
