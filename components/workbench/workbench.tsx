"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { defaultOptionValues } from "@/components/skills/option-values";
import { Card, CardHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useFiles } from "@/lib/client/hooks/use-files";
import { useSkills } from "@/lib/client/hooks/use-skills";
import { useLineStore } from "@/lib/client/stores/line-store";
import { buildLine } from "./build-line";
import { kindOfMime } from "./check-line";
import { FileDrop } from "../files/file-drop";
import { RunPanel } from "./run-panel";
import { BatchPanel } from "./batch-panel";
import { SkillPicker } from "./skill-picker";
import { useRecipeLoader } from "./use-recipe-loader";

const loadLineEditor = () => import("./line-editor").then((m) => m.LineEditor);
// The drag-and-drop editor is loaded once there is a step to show: the page starts lighter.
const LineEditor = dynamic(loadLineEditor, { loading: () => <Spinner label="Loading the line" /> });

/**
 * The line builder: files, the line with its quote, run and result, and the catalogue. On a phone
 * (one column) the line comes right after the files, before the catalogue; from lg up the files and
 * the catalogue sit on the left of the line.
 */
export function Workbench() {
  const recipeId = useSearchParams().get("recipe");
  const skills = useSkills();
  const recipe = useRecipeLoader({ recipeId, skills: skills.data });
  const drafts = useLineStore((s) => s.steps);
  const add = useLineStore((s) => s.add);
  const output = useLineStore((s) => s.output);
  const selected = useFiles().selected;
  const [announcement, setAnnouncement] = useState("");
  const [added, setAdded] = useState<string | null>(null);
  const fileKind = selected ? kindOfMime(selected.mime) : null;
  const { checked, steps, blocked } = buildLine({ drafts, skills: skills.data ?? [], fileKind });
  // Fetched while the page is idle, so the first Add shows its step at once.
  useEffect(() => void loadLineEditor(), []);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Workbench</h1>
          <p className="mt-1 text-sm text-zinc-600">Drop a file, line up skills (Convert among them), check the price and run. Save a line you like as a recipe.</p>
        </div>
        <Link href="/keys" className="text-sm font-medium text-accent-700 underline-offset-2 hover:underline">
          Manage API keys
        </Link>
      </div>
      {recipeId && recipe.isPending && <Notice>Loading recipe…</Notice>}
      {recipe.error && <Notice tone="danger" title="Could not open the recipe">{recipe.error.message}</Notice>}
      {recipe.data && <Notice tone="info">Loaded recipe “{recipe.data.name}”.</Notice>}
      {/* Rows auto then 1fr: the line's growth goes to the last row, so the catalogue never moves under the pointer as steps are added. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <Card aria-labelledby="files-title" className="lg:col-start-1 lg:row-start-1">
          <CardHeader title="Files" titleId="files-title" description="Your uploads, kept on the server. The selected file is what the line runs on." />
          <div className="p-4">
            <FileDrop />
          </div>
        </Card>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card aria-labelledby="line-title">
            <CardHeader title="Line" titleId="line-title" description="Drag the handles (or focus one and press Space, then the arrow keys) to reorder." />
            <div className="p-4">
              {checked.length === 0 ? (
                <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-8 text-center text-sm text-zinc-500">No steps yet. Add skills from the list to build a line.</p>
              ) : (
                <LineEditor checked={checked} revealKey={added} />
              )}
            </div>
          </Card>
          <RunPanel steps={steps} output={output} hasSteps={drafts.length > 0} blocked={blocked} upload={selected} onAnnounce={setAnnouncement} />
          <BatchPanel steps={steps} output={output} blocked={blocked} />
        </div>
        <Card aria-labelledby="skills-title" className="lg:col-start-1 lg:row-start-2">
          <CardHeader title="Skills" titleId="skills-title" />
          <div className="p-4">
            {skills.isPending && <Spinner label="Loading skills" />}
            {skills.error && <Notice tone="danger">{skills.error.message}</Notice>}
            {skills.data && (
              <SkillPicker
                skills={skills.data}
                onPick={(skill) => {
                  const key = add({ tool: skill.slug, options: defaultOptionValues(skill), prompt: "", model: skill.default_model ?? "" });
                  setAdded(key);
                  setAnnouncement(`${skill.title} added as step ${drafts.length + 1}.`);
                }}
              />
            )}
          </div>
        </Card>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
