/** Spec 5: label search filters by key and excludes labels already attached. */
export function searchLabels<T extends { id: string; key: string }>(
  labels: readonly T[],
  query: string,
  attachedIds: readonly string[],
): T[] {
  const needle = query.trim().toLowerCase();
  return labels.filter(
    (label) => !attachedIds.includes(label.id) && label.key.toLowerCase().includes(needle),
  );
}
