// A path turned into a metric label whose values stay few: the platform API's fixed words are kept,
// every other segment (an id, a token, a file name, an e-mail) becomes `:param`, and the query is
// dropped. Prometheus keeps one series per label value, so a raw URL would grow a series per demand.
// The platform's own words are lowercase letters, `-` and `_` (its routes in platform/http/routes).
const FIXED_WORD = /^[a-z_][a-z_-]{0,39}$/;

const PARAM_SEGMENT = ":param";

export function boundedPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare
    .split("/")
    .map((segment) => (segment === "" || FIXED_WORD.test(segment) ? segment : PARAM_SEGMENT))
    .join("/");
}
