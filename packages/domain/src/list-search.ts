function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/**
 * spec §5: an option matches when every space-separated word of the query is contained in some
 * word of its label (case-insensitive). An empty query matches everything.
 */
export function matchesSearch(query: string, label: string): boolean {
  const labelWords = words(label);
  return words(query).every((queryWord) => labelWords.some((labelWord) => labelWord.includes(queryWord)));
}

/** The items whose label matches the query, in their order. */
export function filterBySearch<Item>(items: readonly Item[], query: string, labelOf: (item: Item) => string): Item[] {
  return items.filter((item) => matchesSearch(query, labelOf(item)));
}
