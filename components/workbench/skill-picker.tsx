"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { priceLabel } from "@/components/skills/price-label";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SkillView } from "@/lib/client/hooks/use-skills";

const CATEGORY_TITLES: Record<string, string> = { image: "Image", video: "Video", audio: "Audio", text: "Text", generate: "Generate" };

function groupByCategory(skills: SkillView[]): Array<[string, SkillView[]]> {
  const groups = new Map<string, SkillView[]>();
  for (const skill of skills) groups.set(skill.category, [...(groups.get(skill.category) ?? []), skill]);
  return [...groups];
}

/** The catalogue, searchable and grouped; a click adds the skill to the line. */
export function SkillPicker({ skills, onPick }: { skills: SkillView[]; onPick: (skill: SkillView) => void }) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const needle = query.trim().toLowerCase();
  // Title, slug and description: "convert", "webp" or "format" finds the convert skills.
  const matches = skills.filter((s) => !s.needs_reference && (needle === "" || `${s.title} ${s.slug} ${s.description}`.toLowerCase().includes(needle)));

  return (
    <div className="space-y-3">
      <div>
        <Label htmlFor={searchId}>Search skills</Label>
        <Input id={searchId} type="search" className="mt-1" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="convert, resize, blur, text…" />
      </div>
      {matches.length === 0 && <p className="text-sm text-zinc-500">No skill matches “{query}”.</p>}
      {groupByCategory(matches).map(([category, group]) => (
        <section key={category} aria-label={CATEGORY_TITLES[category] ?? category}>
          <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{CATEGORY_TITLES[category] ?? category}</h3>
          <ul className="mt-1 space-y-1">
            {group.map((skill) => (
              <li key={skill.slug} className="relative flex items-start gap-1 rounded-md hover:bg-accent-50">
                {/* Named by what it shows ("Add" is for screen readers), described by the line under it. */}
                <div className="min-w-0 flex-1 px-2 py-1.5 text-sm">
                  <button
                    type="button"
                    disabled={!skill.available}
                    onClick={() => onPick(skill)}
                    aria-describedby={`skill-${skill.slug}-note`}
                    className="flex w-full min-w-0 items-start justify-between gap-2 rounded text-left font-medium text-zinc-900 after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    <span className="min-w-0 truncate">
                      <span className="sr-only">Add </span>
                      {skill.title}
                    </span>
                    <Badge tone={skill.paid ? "accent" : "success"}>{priceLabel(skill)}</Badge>
                  </button>
                  {/* Whole, wrapped: a description cut to one line broke off mid-word. */}
                  <p id={`skill-${skill.slug}-note`} className="text-xs text-zinc-500">
                    {skill.available ? skill.description : "Not available on this server."}
                  </p>
                </div>
                <Link
                  href={`/skills/${skill.slug}`}
                  className="relative z-10 mt-1 shrink-0 rounded px-1.5 py-1 text-xs font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
                  title="Run this skill on its own, with its options, price and curl command"
                >
                  Details<span className="sr-only"> of {skill.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
