// What every hydrated page downloads, as one file: React, the Remix and router runtime, and the
// application shell (the client entry, the root route, the header and the resume widget that the booking
// and default layouts both render, and the button, field, notice and form answer that nearly every
// hydrated page's form uses), with everything they import statically. Left to itself Rollup cut
// that into a dozen files of a few hundred bytes each, every one compressed on its own; one file
// compresses better and costs one request (docs/decisions/006-shell-chunk.md).
import type { ManualChunkMeta } from "rollup";

const SHELL_ENTRIES = [
  /\/app\/entry\.client\.tsx$/,
  /\/app\/root\.tsx$/,
  /\/app\/layouts\/site-header\.tsx$/,
  /\/app\/features\/booking\/components\/draft-widget\.tsx$/,
  /\/app\/ui\/(button|field|notice)\.tsx$/,
  /\/app\/features\/forms\/form-result\.ts$/,
];

let shell: Set<string> | undefined;

function staticClosure(entries: string[], meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The shell's entry modules. A pattern that matches no module fails the build: a moved file (the header
 * went from app/ui/ to app/layouts/) otherwise silently splits the shell again, and the public pages
 * went over their budget without anyone seeing why.
 */
function shellEntries(meta: ManualChunkMeta): string[] {
  const moduleIds = [...meta.getModuleIds()];
  const missing = SHELL_ENTRIES.filter((entry) => !moduleIds.some((moduleId) => entry.test(moduleId)));
  if (missing.length > 0)
    throw new Error(`scripts/shell-chunk.ts: no module matches ${missing.join(", ")}; update SHELL_ENTRIES.`);
  return moduleIds.filter((moduleId) => SHELL_ENTRIES.some((entry) => entry.test(moduleId)));
}

export function shellChunk(id: string, meta: ManualChunkMeta): string | undefined {
  shell ??= staticClosure(shellEntries(meta), meta);
  return shell.has(id) ? "shell" : undefined;
}
