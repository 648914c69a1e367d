import { describe, expect, it } from "vitest";
import { FINISHED } from "@/lib/domain/jobs/queue";
import { JobView } from "@/lib/domain/jobs/schema";
import { FINISHED_STATUSES, isFinished, JOB_STATUSES } from "./job-status";

describe("job statuses", () => {
  it("calls complete, failed and canceled finished, and nothing else", () => {
    expect(JOB_STATUSES.filter(isFinished)).toEqual(["complete", "failed", "canceled"]);
    expect([undefined, null, "", "done"].map(isFinished)).toEqual([false, false, false, false]);
  });

  it("is the list the queue and the API's job view use", () => {
    expect(FINISHED).toBe(FINISHED_STATUSES);
    expect(JobView.shape.status.options).toEqual([...JOB_STATUSES]);
  });
});
