import { ApiError } from "@/lib/api/errors";
import type { Caller } from "@/lib/api/with-api";

/** The Workbench's operator pages act for the instance: only an operator's session may call them. */
export function assertOperator(caller: Caller): void {
  if (caller.account.role !== "operator") throw new ApiError("forbidden", "Only the instance operator can do this.");
}
