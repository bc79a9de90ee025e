/** The address of the benchmark's n-th user: the same in every run, so a filled database can hold their history. */
export function benchUserEmail(index: number): string {
  return `bench-${index}@example.com`;
}
