/** The name a posted file came with, "" when the browser gave none. */
export function fileName(file: Blob): string {
  return "name" in file && typeof file.name === "string" ? file.name : "";
}
