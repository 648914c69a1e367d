import { notFound } from "next/navigation";
import { SkillPage } from "@/components/skills/skill-page";
import { findSkill } from "@darkroom/lib/domain/skills/catalogue";

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params) {
  const skill = findSkill((await params).slug);
  return { title: skill?.title ?? "Skill" };
}

// Skills that edit with a second image (swap, try-on) have no Workbench page, as the spec says.
export default async function SkillRoute({ params }: Params) {
  const skill = findSkill((await params).slug);
  if (!skill || skill.needsReference) notFound();
  return <SkillPage slug={skill.slug} />;
}
