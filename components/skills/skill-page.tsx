"use client";

import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { Label } from "@/components/ui/label";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { FileDrop } from "@/components/files/file-drop";
import { JobOutputs } from "@/components/jobs/job-outputs";
import { ResultActions } from "@/components/jobs/result-actions";
import { promptError as checkPrompt } from "./prompt-error";
import { isPromptTooLong, PROMPT_MAX_LENGTH, promptLength } from "@/lib/domain/skills/prompt";
import { CreditNote, useBalance, useRefreshBalance } from "@/components/credits/credit-note";
import { PLANS } from "@/lib/domain/accounts/plans";
import { useAccount } from "@/lib/client/hooks/use-account";
import { useJob, useRunSkill } from "@/lib/client/hooks/use-runs";
import { isFinished } from "@/lib/core/job-status";
import { useSkills, type SkillView } from "@/lib/client/hooks/use-skills";
import type { OptionValue } from "@/lib/client/stores/line-store";
import { useFiles } from "@/lib/client/hooks/use-files";
import { CurlExample } from "./curl-example";
import { OptionFields } from "./option-fields";
import { defaultOptionValues, REQUIRED, validateOptionValues } from "./option-values";
import { priceLabel } from "./price-label";

/** One skill on its own: options, model and prompt, a file, the run, the result and the curl call. */
export function SkillPage({ slug }: { slug: string }) {
  const skills = useSkills();
  const skill = skills.data?.find((s) => s.slug === slug);
  if (skills.isPending) return <Spinner label="Loading the skill" />;
  if (skills.error) return <Notice tone="danger">{skills.error.message}</Notice>;
  if (!skill) return <Notice tone="warning">This server does not list the skill “{slug}”.</Notice>;
  return <SkillForm skill={skill} />;
}

function SkillForm({ skill }: { skill: SkillView }) {
  const promptId = useId();
  const modelId = useId();
  const [values, setValues] = useState<Record<string, OptionValue>>(() => defaultOptionValues(skill));
  const [prompt, setPrompt] = useState("");
  const [model, setModel] = useState(skill.default_model ?? "");
  const upload = useFiles().selected;
  const runSkill = useRunSkill();
  const [jobId, setJobId] = useState<string | null>(null);
  const [before, setBefore] = useState<{ url: string; mime: string } | null>(null);
  const job = useJob(jobId);
  const account = useAccount();
  // Edited fields, and whether a run was tried: until then an empty required field is not called an error.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);

  const takesFile = skill.input.kinds.length > 0;
  const { options, errors } = validateOptionValues({ skill, values });
  const shownErrors = Object.fromEntries(Object.entries(errors).filter(([id, message]) => message !== REQUIRED || attempted || touched.has(id)));
  const promptError = checkPrompt({ prompt, needsPrompt: skill.needs_prompt });
  const shownPromptError = promptError !== REQUIRED || attempted || touched.has("prompt") ? promptError : null;
  const fileMissing = takesFile && skill.input.required && !upload?.jobId;
  const price = skill.models ? (skill.models.find((m) => m.id === model)?.price ?? 0) : (skill.price ?? 0);
  const { short } = useBalance(price);
  const valid = Object.keys(errors).length === 0 && !promptError;
  const blocked = !skill.available || fileMissing || short || Object.keys(shownErrors).length > 0 || Boolean(shownPromptError);
  const running = runSkill.isPending || (jobId !== null && !isFinished(job.data?.status));
  useRefreshBalance(isFinished(job.data?.status));
  const apiAccess = account.data ? PLANS[account.data.plan].apiAccess : true;

  function run() {
    if (!valid) {
      setAttempted(true);
      return;
    }
    setBefore(upload && takesFile ? { url: upload.previewUrl, mime: upload.mime } : null);
    runSkill.mutate(
      { slug: skill.slug, jobId: takesFile ? (upload?.jobId ?? null) : null, options, prompt: prompt.trim() ? prompt : undefined, model: skill.models ? model : undefined },
      { onSuccess: ({ id }) => setJobId(id) },
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <Breadcrumb href="/" parent="Workbench" here={skill.category} />
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{skill.title}</h1>
          <Badge tone={skill.paid ? "accent" : "success"}>{priceLabel(skill, skill.models ? model : undefined)}</Badge>
        </div>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600">{skill.description}</p>
      </div>
      {!skill.available && (
        <Notice tone="warning" title="Not available on this server">
          {/* The reason names server settings: only the operator can act on it. */}
          {account.data?.role === "operator" ? skill.unavailable_reason : "Ask the operator of this Darkroom server if you need this skill."}
        </Notice>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card aria-labelledby="input-title">
          <CardHeader title="Input and options" titleId="input-title" />
          <div className="space-y-4 p-4">
            {takesFile && <FileDrop multiple={false} />}
            {skill.models && (
              <div>
                <Label htmlFor={modelId}>Model</Label>
                <select id={modelId} value={model} onChange={(e) => setModel(e.target.value)} className="mt-1 block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm">
                  {skill.models.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.id} — {priceLabel({ price: m.price })}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {skill.needs_prompt && (
              <div>
                <Label htmlFor={promptId}>Prompt</Label>
                <textarea
                  id={promptId}
                  rows={4}
                  value={prompt}
                  onChange={(e) => {
                    setPrompt(e.target.value);
                    setTouched((t) => new Set(t).add("prompt"));
                  }}
                  aria-describedby={`${promptId}-count`}
                  aria-invalid={isPromptTooLong(prompt) || undefined}
                  className="mt-1 block w-full rounded-md border border-zinc-300 px-3 py-2 text-sm"
                />
                <p id={`${promptId}-count`} aria-live="polite" className={cx("mt-1 text-xs", isPromptTooLong(prompt) ? "font-medium text-red-700" : "text-zinc-500")}>
                  {promptLength(prompt).toLocaleString("en")} / {PROMPT_MAX_LENGTH.toLocaleString("en")} characters
                  {shownPromptError === REQUIRED && <span className="font-medium text-red-700"> — {REQUIRED}</span>}
                </p>
              </div>
            )}
            <OptionFields
              options={skill.options}
              values={values}
              errors={shownErrors}
              onChange={(id, value) => {
                setValues((v) => ({ ...v, [id]: value }));
                setTouched((t) => new Set(t).add(id));
              }}
            />
            <CreditNote cost={price}>
              <Button onClick={run} disabled={blocked || running} pending={running}>
                {running ? "Running…" : `Run ${skill.title}`}
              </Button>
            </CreditNote>
            {fileMissing && <p className="text-sm text-zinc-600">Drop a file to run on.</p>}
            {runSkill.error && <Notice tone="danger" title="Refused">{runSkill.error.message}</Notice>}
          </div>
        </Card>
        <div className="space-y-6">
          <Card aria-labelledby="result-title">
            <CardHeader title="Result" titleId="result-title" />
            <div className="space-y-4 p-4">
              {!jobId && <p className="text-sm text-zinc-500">Run the skill to see its result here.</p>}
              {job.data && !isFinished(job.data.status) && <Spinner label={`Job ${job.data.status}`} />}
              {job.data?.status === "failed" && <Notice tone="danger" title="The job failed">{job.data.error?.message}</Notice>}
              {job.error && <Notice tone="danger">{job.error.message}</Notice>}
              {job.data?.status === "complete" && jobId && (
                <>
                  <JobOutputs outputs={job.data.outputs} text={job.data.text} data={job.data.data} before={before} />
                  <ResultActions jobId={jobId} steps={null} />
                </>
              )}
            </div>
          </Card>
          <Card aria-labelledby="curl-title">
            <CardHeader
              title="From the command line"
              titleId="curl-title"
              description={
                apiAccess
                  ? "Create a key at /keys and export it as DARKROOM_API_KEY."
                  : `The ${account.data ? PLANS[account.data.plan].title : ""} plan has no API access: the API refuses its keys with 403 plan_required. Ask the operator for Plus, Pro or Business to call this from the command line.`
              }
            />
            <div className="p-4">
              <CurlExample slug={skill.slug} takesFile={takesFile} options={options} prompt={prompt.trim() || undefined} model={skill.models ? model : undefined} />
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
