import { pickSource } from "@/lib/domain/jobs/job-request";
import { describeRecipe, listRecipes as listRecipeRows } from "@/lib/domain/recipes/recipes";
import { RunInput } from "@/lib/domain/runs/schema";
import { dryRun } from "@/lib/domain/runs/dry-run";
import { startRun } from "@/lib/domain/runs/start-run";
import { getRunOrThrow } from "@/lib/domain/runs/view";
import { defineTool, READ_ONLY, STARTS_WORK } from "../define-tool";
import { fieldsOnly } from "../fields";
import { answerWork, viewResult } from "../job-result";
import { jsonResult } from "../results";
import { GetRunInput, NoInput, RecipeListView, RunLineResult, RunResult } from "../schema";

export const runLine = defineTool({
  name: "run_line",
  title: "Run a line of steps",
  description:
    "Runs several skills one after another on one file (`url` or `job_id`): inline `steps` ([{ tool, options }]) or a saved `recipe` id " +
    "from list_recipes, with an optional final `output` { format, quality }. The whole line is checked first (misplaced steps, unknown " +
    "options, unaffordable skills) and refused before anything is charged; each paid step is charged as it starts and refunded if it " +
    "fails. `dry_run: true` only validates and quotes the price. If it is not done in time, poll with get_run.",
  input: RunInput,
  output: RunLineResult,
  annotations: STARTS_WORK,
  run: async (input, ctx) => {
    const source = pickSource(fieldsOnly(input));
    if (input.dry_run) {
      return jsonResult(await dryRun({ account: ctx.caller.account, source, input }));
    }
    const { job, dropped } = await startRun({ account: ctx.caller.account, source, input });
    return answerWork({ job, wait: input.wait, kind: "run", ctx, extra: dropped ? { dropped_options: dropped } : {} });
  },
});

export const getRun = defineTool({
  name: "get_run",
  title: "Read a run",
  description: "Reads a run of run_line: its status, each step (status, charge, refund, output, text), final outputs with fresh signed URLs.",
  input: GetRunInput,
  output: RunResult,
  annotations: READ_ONLY,
  run: async ({ run_id }, ctx) => viewResult({ job: await getRunOrThrow({ accountId: ctx.caller.account.id, runId: run_id }), kind: "run", ctx }),
});

export const listRecipes = defineTool({
  name: "list_recipes",
  title: "List recipes",
  description: "The six catalogue recipes and this account's own saved recipes (lines of steps), by id, for run_line's `recipe`.",
  input: NoInput,
  output: RecipeListView,
  annotations: READ_ONLY,
  run: async (_input, ctx) => jsonResult({ recipes: (await listRecipeRows({ accountId: ctx.caller.account.id })).map((r) => describeRecipe(r)) }),
});
