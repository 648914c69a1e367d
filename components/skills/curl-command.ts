const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

type CurlInput = { origin: string; slug: string; takesFile: boolean; options: Record<string, unknown>; prompt?: string; model?: string };

/** The curl call equivalent to a skill page's form: multipart with a file, JSON without one. */
export function buildCurlCommand({ origin, slug, takesFile, options, prompt, model }: CurlInput): string {
  const head = [`curl -X POST ${shellQuote(`${origin}/api/v1/run/${slug}`)}`, `-H "Authorization: Bearer $DARKROOM_API_KEY"`];
  if (takesFile) {
    const fields = [`-F file=@photo.jpg`, ...Object.entries(options).map(([id, value]) => `-F ${shellQuote(`${id}=${String(value)}`)}`)];
    if (prompt) fields.push(`-F ${shellQuote(`prompt=${prompt}`)}`);
    if (model) fields.push(`-F ${shellQuote(`model=${model}`)}`);
    return [...head, ...fields].join(" \\\n  ");
  }
  const body = JSON.stringify({ options, ...(prompt ? { prompt } : {}), ...(model ? { model } : {}) });
  return [...head, `-H "Content-Type: application/json"`, `-d ${shellQuote(body)}`].join(" \\\n  ");
}
