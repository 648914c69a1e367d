/** Renders an event's subject as `GET` of it answers now (a batch's view, with fresh signed links). */
export type SubjectView = (subject: { accountId: string; subjectId: string; baseUrl: string }) => Promise<unknown>;

const views = new Map<string, SubjectView>();

/**
 * How messages whose event starts with `eventPrefix` (`batch.`) render their subject; given by a
 * domain above webhooks through lib/domain/register.ts, so the outbox never imports it.
 */
export function provideSubjectView(eventPrefix: string, view: SubjectView): void {
  views.set(eventPrefix, view);
}

export function subjectViewOf(event: string): SubjectView | undefined {
  for (const [prefix, view] of views) if (event.startsWith(prefix)) return view;
  return undefined;
}
