import { z } from "zod";
import { defineJobKind } from "@/lib/domain/jobs/job-kind";
import { WEBHOOK_KIND } from "@/lib/domain/jobs/unmetered";
import { attemptDelivery } from "./deliver";

/**
 * One attempt of a webhook delivery, run by any worker's io lane: durable across restarts and
 * processes. Not charged and outside the plan's ceiling of open jobs (lib/domain/jobs/unmetered.ts).
 */
export const webhookDeliveryJob = defineJobKind({
  kind: WEBHOOK_KIND,
  title: "Webhook delivery",
  params: z.object({ deliveryId: z.string(), manual: z.boolean() }),
  lane: "io",
  handle: async (ctx) => {
    await attemptDelivery({ deliveryId: ctx.params.deliveryId, jobId: ctx.job.id, manual: ctx.params.manual, fence: ctx.fence });
    return {};
  },
});
