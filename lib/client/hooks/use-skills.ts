"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api";

export type SkillOption = {
  id: string;
  type: string;
  default?: unknown;
  allowed_values?: unknown[];
  minimum?: number;
  maximum?: number;
  required: boolean;
  description: string;
};

/** A catalogue entry as GET /api/v1/skills answers it (see describeSkill in lib/skills/catalogue.ts). */
export type SkillView = {
  slug: string;
  title: string;
  description: string;
  category: string;
  input: { kinds: string[]; required: boolean };
  output: string;
  options: SkillOption[];
  needs_prompt: boolean;
  needs_reference: boolean;
  paid: boolean;
  price?: number;
  models?: Array<{ id: string; price: number; default: boolean }>;
  default_model?: string;
  available: boolean;
  unavailable_reason?: string;
};

export const skillsQueryKey = ["skills"] as const;

/** The live catalogue; it changes only when the server's configuration does. */
export function useSkills() {
  return useQuery({
    queryKey: skillsQueryKey,
    queryFn: ({ signal }) => apiFetch<{ skills: SkillView[] }>("/api/v1/skills", { signal }),
    select: (data) => data.skills,
    staleTime: 60_000,
  });
}
