const units = ['KB', 'MB', 'GB'] as const;
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A size as people read it: "1 byte", "900 bytes", "1.5 KB", "5 MB" (binary units, one decimal at most). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number.format(value)} ${units[unit]}`;
}
