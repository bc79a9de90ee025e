/** The name the editor gives a new step's result until its service is chosen: "Result 3". */
export function placeholderResultName(number: number): string {
  return `Result ${number}`;
}

const placeholder = /^Result \d+$/;

/**
 * Whether a step's result still has the name the editor gave it when it was added ("Result 3"):
 * a name that says nothing to a buyer, which the AI Store asks its creator to change before
 * listing (issue 39: "Result 4" reached a listing).
 */
export function isPlaceholderResultName(output: string): boolean {
  return placeholder.test(output.trim());
}
