"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { useSendToVault } from "@/lib/client/hooks/use-runs";
import type { LineStep } from "@/lib/client/hooks/use-runs";
import type { RecipeView } from "@/lib/client/hooks/use-recipes";
import type { LineOutputDraft } from "@/lib/client/stores/line-store";
import { SaveRecipeDialog } from "../recipes/save-recipe-dialog";

function describeDropped(recipe: RecipeView): string {
  const dropped = recipe.dropped_options ?? [];
  if (dropped.length === 0) return "";
  return ` Dropped options the skills no longer have: ${dropped.map((d) => `${d.tool} (${d.options.join(", ")})`).join("; ")}.`;
}

/** What to do with a finished run: keep its outputs in the Vault, or keep its line as a recipe. */
type ResultActionsProps = { jobId: string; steps: LineStep[] | null; output?: LineOutputDraft | null };

export function ResultActions({ jobId, steps, output = null }: ResultActionsProps) {
  const vault = useSendToVault();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<RecipeView | null>(null);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {/* Stays focusable once stored (aria-disabled): a disabled button would drop the focus to the page. */}
        <Button variant="secondary" onClick={vault.isSuccess ? undefined : () => vault.mutate({ jobId })} pending={vault.isPending} aria-disabled={vault.isSuccess || undefined}>
          {vault.isSuccess ? "In the Vault" : "Send to Vault"}
        </Button>
        {steps && (
          <Button variant="secondary" onClick={() => setSaving(true)}>
            Save as recipe
          </Button>
        )}
      </div>
      {vault.isSuccess && <Notice tone="success">Stored in the Vault.</Notice>}
      {vault.error && <Notice tone="danger">{vault.error.message}</Notice>}
      {saved && (
        <Notice tone="success">
          Saved recipe “{saved.name}”.{describeDropped(saved)}
        </Notice>
      )}
      {steps && (
        <SaveRecipeDialog
          open={saving}
          steps={steps}
          output={output}
          onClose={() => setSaving(false)}
          onSaved={(recipe) => {
            setSaving(false);
            setSaved(recipe);
          }}
        />
      )}
    </div>
  );
}
