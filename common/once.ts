// A value worked out on first demand and then shared: an action reads what only some of its branches
// need without reading it twice or at all when no branch asks (a failed attempt is not kept).
export function once<Value>(compute: () => Promise<Value>): () => Promise<Value> {
  let pending: Promise<Value> | null = null;
  return () => {
    if (!pending) {
      const attempt = compute();
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
      pending = attempt;
    }
    return pending;
  };
}
