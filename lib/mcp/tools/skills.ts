import { describeCatalogue } from "@/lib/domain/skills/catalogue";
import { readSkillRequest } from "@/lib/domain/skills/read-request";
import { startSkillJob } from "@/lib/domain/skills/run-skill";
import { defineTool, READ_ONLY, STARTS_WORK } from "../define-tool";
import { fieldsOnly } from "../fields";
import { answerWork } from "../job-result";
import { jsonResult } from "../results";
import { JobResult, NoInput, RunSkillInput, SkillListView } from "../schema";

export const listSkills = defineTool({
  name: "list_skills",
  title: "List skills",
  description:
    "The live skill catalogue (as GET /api/v1/skills): each skill's slug, what it takes and gives, its option ids with types, defaults and " +
    "allowed values, whether it needs a prompt or a reference image, its price in credits (or per model) and whether it is available here.",
  input: NoInput,
  output: SkillListView,
  annotations: READ_ONLY,
  run: async () => jsonResult({ skills: describeCatalogue() }),
});

export const runSkill = defineTool({
  name: "run_skill",
  title: "Run a skill",
  description:
    "Runs one skill on one input: give `url` or `job_id` (from upload_file or an earlier job), plus `options` by option id from list_skills " +
    "(an unknown option is refused, never ignored), `prompt` and `model` where the skill takes them, and `reference_url`/`reference_job_id` " +
    "for swap and try-on. Paid skills are charged before they run and refunded if they fail. Waits for the result by default; text results " +
    "come inline, images as signed URLs (and attached when small). If it is not done in time, poll with get_job.",
  input: RunSkillInput,
  output: JobResult,
  annotations: STARTS_WORK,
  run: async ({ skill, ...fields }, ctx) => {
    const { request, wait } = readSkillRequest(skill, fieldsOnly(fields));
    const job = await startSkillJob({ account: ctx.caller.account, request });
    return answerWork({ job, wait, kind: "job", ctx });
  },
});
