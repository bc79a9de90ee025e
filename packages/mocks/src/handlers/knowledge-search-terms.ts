/** Words too common to tell passages apart. */
const stopWords = new Set(
  'the and for are but not you all any can had her was one our out has his how its may who did get let say she too use what when where which with from that this they them then than have will your into about does there their would should could'.split(
    ' ',
  ),
);

/** The words of a text a search compares: lower case, three letters or more, common endings cut. */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= 3 && !stopWords.has(word))
    .map((word) => word.replace(/(ing|ed|es|s)$/, ''));
}
