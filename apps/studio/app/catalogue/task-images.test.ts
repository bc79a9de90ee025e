// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { taskIconPaths } from '@taskwell/domain';
import { describe, expect, it } from 'vitest';

// Issue 25: the Digital Advisor's card showed a broken image (`/images/tasks/site-advisor.svg` was
// missing). Every task of the seeded catalogue draws its card image from the studio's public files.
const catalogue = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../api/catalogue/tasks.json', import.meta.url)), 'utf8'),
) as { id: string; imageName: string }[];
const publicDir = new URL('../../public/', import.meta.url);

describe("the seeded catalogue's card images", () => {
  it.each(catalogue.map((task) => ({ id: task.id, imageName: task.imageName })))(
    '$id should find $imageName among the studio files',
    ({ imageName }) => {
      expect(imageName.startsWith('/')).toBe(true);
      expect(existsSync(fileURLToPath(new URL(`.${imageName}`, publicDir)))).toBe(true);
    },
  );
});

// Issue 39: a task's icon is one of the domain's task icons, which the API checks; each is a file
// the studio serves from its own origin, and every task picture it serves can be chosen.
describe('the task icons', () => {
  it("should be exactly the pictures of the studio's images/tasks", () => {
    const files = readdirSync(fileURLToPath(new URL('./images/tasks/', publicDir)))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => `/images/tasks/${name}`);
    expect([...taskIconPaths].sort()).toEqual(files.sort());
  });
});
