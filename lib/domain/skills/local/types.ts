import type { StartTimer } from "./open-image";

/** Arguments of a local skill that writes one output file; `timer` drives the media time limit (tests inject one). */
export type FileSkillArgs<Options> = { inputPath: string; outputPath: string; options?: Options; timer?: StartTimer };

/** Arguments of a local skill that only reads its input and answers inline. */
export type InlineSkillArgs<Options> = { inputPath: string; options?: Options };

/** What a local skill wrote: real metadata of the output file. */
export type ImageResult = { mime: string; width: number; height: number; sizeBytes: number };

/** Inline text result (OCR, placeholders), with structured detail beside it. */
export type TextResult<Data> = { text: string; data: Data };

/** Inline structured result (palettes). */
export type DataResult<Data> = { data: Data };
