// A result's file, named for people who may not see the flow (issue 26: a buyer of a listed task,
// or anyone shown a listing's sample): after the result's name, which the buyer sees anyway, never
// after the creator's step id.

/** `Answer.md` for the result named "Answer"; `result.md` when nothing of the name is left. */
export function resultFileName(resultName: string, extension: string): string {
  const stem = resultName
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, 100);
  return `${stem || 'result'}.${extension}`;
}

/** The extension of a file name, without the dot (`bin` when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1) : 'bin';
}
