/** The lower-cased `type/subtype` of a Content-Type header, without parameters. */
export function mediaTypeOf(header: string | null | undefined): string | undefined {
  const essence = header?.split(";")[0].trim().toLowerCase();
  return essence || undefined;
}
