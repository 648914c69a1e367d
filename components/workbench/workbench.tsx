"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { defaultOptionValues } from "@/components/skills/option-values";
import { Card, CardHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useSkills } from "@/lib/client/hooks/use-skills";
import { useLineStore } from "@/lib/client/stores/line-store";
import { useFiles } from "@/lib/client/hooks/use-files";
import { buildLine } from "./build-line";
import { kindOfMime } from "./check-line";
import { FileDrop } from "../files/file-drop";
import { LineEditor } from "./line-editor";
import { RunPanel } from "./run-panel";
import { SkillPicker } from "./skill-picker";
import { useRecipeLoader } from "./use-recipe-loader";

/** The line builder: files on the left, the catalogue, the line, its quote, the run and its result. */
export function Workbench() {
  const recipeId = useSearchParams().get("recipe");
  const skills = useSkills();
  const recipe = useRecipeLoader({ recipeId, skills: skills.data });
  const drafts = useLineStore((s) => s.steps);
  const add = useLineStore((s) => s.add);
  const output = useLineStore((s) => s.output);
  const selected = useFiles().selected;
  const [announcement, setAnnouncement] = useState("");
  const fileKind = selected ? kindOfMime(selected.mime) : null;
  const { checked, steps, blocked } = buildLine({ drafts, skills: skills.data ?? [], fileKind });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Workbench</h1>
          <p className="mt-1 text-sm text-zinc-600">Drop a file, line up skills, check the price and run. Save a line you like as a recipe.</p>
        </div>
        <Link href="/keys" className="text-sm font-medium text-accent-700 underline-offset-2 hover:underline">
          Manage API keys
        </Link>
      </div>
      {recipeId && recipe.isPending && <Notice>Loading recipe…</Notice>}
      {recipe.error && <Notice tone="danger" title="Could not open the recipe">{recipe.error.message}</Notice>}
      {recipe.data && <Notice tone="info">Loaded recipe “{recipe.data.name}”.</Notice>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card aria-labelledby="files-title">
            <CardHeader title="Files" titleId="files-title" description="The selected file is what the line runs on." />
            <div className="p-4">
              <FileDrop />
            </div>
          </Card>
          <Card aria-labelledby="skills-title">
            <CardHeader title="Skills" titleId="skills-title" />
            <div className="p-4">
              {skills.isPending && <Spinner label="Loading skills" />}
              {skills.error && <Notice tone="danger">{skills.error.message}</Notice>}
              {skills.data && (
                <SkillPicker
                  skills={skills.data}
                  onPick={(skill) => {
                    add({ tool: skill.slug, options: defaultOptionValues(skill), prompt: "", model: skill.default_model ?? "" });
                    setAnnouncement(`${skill.title} added as step ${drafts.length + 1}.`);
                  }}
                />
              )}
            </div>
          </Card>
        </div>
        <div className="space-y-6">
          <Card aria-labelledby="line-title">
            <CardHeader title="Line" titleId="line-title" description="Drag the handles (or focus one and press Space, then the arrow keys) to reorder." />
            <div className="p-4">
              <LineEditor checked={checked} />
            </div>
          </Card>
          <RunPanel steps={steps} output={output} hasSteps={drafts.length > 0} blocked={blocked} upload={selected} />
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
