/** What a downloaded document says about itself (issue 40): the run's name and when it ran. */
export interface DocumentProperties {
  /** The run's name: its task's. */
  title: string;
  /** When the run was made. */
  created: Date;
}

/** The file name of a result's document: its result's name, cleaned, and the format's extension. */
export function documentFileName(resultName: string, extension: string): string {
  const base =
    resultName
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'result';
  return `${base}.${extension}`;
}
