// The <title> and description of the booking v2 steps: written by the loader (v2Head, server side), so
// the texts stay out of the browser chunks.
import { site } from "~/locales/fr/common.json";

export interface V2Head {
  title: string;
  description: string;
}

export function v2Meta(head: V2Head | undefined) {
  if (!head) return [{ title: site.name }];
  return [{ title: head.title }, { name: "description", content: head.description }, { name: "robots", content: "noindex" }];
}
