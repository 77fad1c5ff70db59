// What every hydrated page downloads, as one file: React, the Remix and router runtime, and the
// application shell (the client entry, the root route, the header and the resume widget that the booking
// and default layouts both render), with everything they import statically. Left to itself Rollup cut
// that into a dozen files of a few hundred bytes each, every one compressed on its own; one file
// compresses better and costs one request (docs/decisions/006-shell-chunk.md).
import type { ManualChunkMeta } from "rollup";

const SHELL_ENTRIES = [
  /\/app\/entry\.client\.tsx$/,
  /\/app\/root\.tsx$/,
  /\/app\/ui\/site-header\.tsx$/,
  /\/app\/features\/booking\/components\/draft-widget\.tsx$/,
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

export function shellChunk(id: string, meta: ManualChunkMeta): string | undefined {
  shell ??= staticClosure(
    [...meta.getModuleIds()].filter((moduleId) => SHELL_ENTRIES.some((entry) => entry.test(moduleId))),
    meta,
  );
  return shell.has(id) ? "shell" : undefined;
}
