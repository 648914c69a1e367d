/**
 * Everything this process keeps once: the database handle, caches, the job listener, the logger.
 * A development reload runs a module again (and Next's development server bundles its own copy), so a
 * module-level variable could exist once per copy; this object is the one place on `globalThis`. Each module declares its own slots beside the code that fills them (a lower
 * layer cannot name an upper one's types), by augmenting this interface:
 *
 *   declare module "@/lib/core/process-state" { interface ProcessState { keyCache?: Map<string, Key> } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the augmentations of the modules that own the slots
export interface ProcessState {}

const KEY = Symbol.for("darkroom.process-state");

/** This process's one state object, made on first use. */
export function processState(): ProcessState {
  const holder = globalThis as typeof globalThis & { [KEY]?: ProcessState };
  return (holder[KEY] ??= {});
}
