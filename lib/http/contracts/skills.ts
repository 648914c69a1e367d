import { defineRoute, ok } from "@/lib/http/contract";
import { INPUT_ERRORS, WORK_FAILURES } from "@/lib/http/contracts/jobs";
import { JobView } from "@/lib/domain/jobs/schema";
import { RunSkillFields, SkillListView } from "@/lib/domain/skills/schema";

export const ListSkillsContract = defineRoute({
  method: "GET",
  path: "/api/v1/skills",
  operationId: "listSkills",
  tags: ["Skills"],
  summary: "The live skill catalogue with option ids, prices and availability",
  description:
    "Every skill with its option ids, price in credits, input kinds and whether it can run on this server. Needs no key; answers an ETag for conditional requests.",
  auth: "none",
  responses: { 200: ok(SkillListView), 304: ok(null, "Unchanged since the ETag sent in If-None-Match") },
  errors: [],
});

export const RunSkillContract = defineRoute({
  method: "POST",
  path: "/api/v1/run/{skill}",
  operationId: "runSkill",
  tags: ["Skills"],
  summary: "Run one skill (charged first, refunded on failure)",
  description:
    "Runs one skill on one file (`file`, `url` or `job_id`), with its options, prompt, model or reference image. The price is charged before the skill runs and refunded if it fails; text results come back inline. Waits for the result unless `wait=false`.",
  auth: "key",
  body: RunSkillFields,
  multipart: { file: "The input file, instead of `url` or `job_id`; each option may also come as a form field named by its id" },
  responses: { 200: ok(JobView, "The finished job") },
  errors: [
    ...INPUT_ERRORS,
    "unknown_skill",
    "unknown_option",
    "invalid_option",
    "prompt_required",
    "prompt_too_long",
    "reference_required",
    "unknown_model",
    "insufficient_credits",
    "provider_unavailable",
    "too_many_jobs",
  ],
  waits: { failures: WORK_FAILURES },
});
