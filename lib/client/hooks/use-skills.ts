"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { SkillListView, SkillOptionView, SkillView } from "@/lib/domain/skills/schema";
import { apiFetch } from "../api";

export type SkillOption = z.infer<typeof SkillOptionView>;
export type { SkillView };

export const skillsQueryKey = ["skills"] as const;

/** The live catalogue; it changes only when the server's configuration does. */
export function useSkills() {
  return useQuery({
    queryKey: skillsQueryKey,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof SkillListView>>("/api/v1/skills", { signal }),
    select: (data) => data.skills,
    staleTime: 60_000,
  });
}
