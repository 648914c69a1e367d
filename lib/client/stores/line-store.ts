import { create } from "zustand";

export type OptionValue = string | boolean;

export type LineOutputDraft = { format: string; quality?: number | string };

/** The `output` field as the API takes it; a quality left out keeps a file already in that format as is. */
export function lineOutputBody(output: LineOutputDraft) {
  return { format: output.format, ...(output.quality !== undefined ? { quality: String(output.quality) } : {}) };
}

/**
 * One step as typed. `touched` lists the fields the user has edited and `revealed` is set by a run
 * attempt: until then a field left empty is not yet called an error.
 */
export type DraftStep = { key: string; tool: string; options: Record<string, OptionValue>; prompt: string; model: string; touched?: string[]; revealed?: boolean };

type LineState = {
  steps: DraftStep[];
  /** Final format and quality, kept from an opened recipe. */
  output: LineOutputDraft | null;
  /** Appends a step; answers its key. */
  add: (step: Omit<DraftStep, "key">) => string;
  remove: (key: string) => void;
  move: (from: number, to: number) => void;
  setOption: (key: string, id: string, value: OptionValue) => void;
  setField: (key: string, field: "prompt" | "model", value: string) => void;
  replace: (steps: Array<Omit<DraftStep, "key">>, output: LineOutputDraft | null) => void;
  clearOutput: () => void;
  /** A run was attempted: every step's empty required fields now show as errors. */
  reveal: () => void;
};

const touch = (step: DraftStep, field: string): string[] => (step.touched?.includes(field) ? step.touched : [...(step.touched ?? []), field]);

let counter = 0;
const newKey = () => `step-${++counter}`;

/** The line being assembled on the Workbench; option values stay as typed until validated. */
export const useLineStore = create<LineState>((set) => ({
  steps: [],
  output: null,
  add: (step) => {
    const key = newKey();
    set((state) => ({ steps: [...state.steps, { ...step, key }] }));
    return key;
  },
  remove: (key) => set((state) => ({ steps: state.steps.filter((s) => s.key !== key) })),
  move: (from, to) =>
    set((state) => {
      const steps = [...state.steps];
      const [moved] = steps.splice(from, 1);
      steps.splice(to, 0, moved);
      return { steps };
    }),
  setOption: (key, id, value) => set((state) => ({ steps: state.steps.map((s) => (s.key === key ? { ...s, options: { ...s.options, [id]: value }, touched: touch(s, id) } : s)) })),
  setField: (key, field, value) => set((state) => ({ steps: state.steps.map((s) => (s.key === key ? { ...s, [field]: value, touched: touch(s, field) } : s)) })),
  replace: (steps, output) => set({ steps: steps.map((s) => ({ ...s, key: newKey() })), output }),
  clearOutput: () => set({ output: null }),
  reveal: () => set((state) => ({ steps: state.steps.map((s) => ({ ...s, revealed: true })) })),
}));
