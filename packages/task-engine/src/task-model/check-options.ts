import type { ServiceDescription } from './service-description.ts';

/** What the check needs besides the definition. */
export interface CheckOptions {
  /** The services this server offers, by name. */
  services: ReadonlyMap<string, ServiceDescription>;
  /** Whether a sample file exists (the seeded catalogue's samples); without it, file samples are refused. */
  sampleFileExists?: (file: string) => boolean;
  /** The plan names a task may list; default any. */
  plans?: readonly string[];
  /** The category names a task may list; default any. */
  categories?: readonly string[];
  /** The icons a task may name (the domain's `taskIconPaths`; issue 39: never an address elsewhere); default any. */
  icons?: readonly string[];
}

/** The words of an icon that is not one of the icons given: what the editor and the API's 422 say. */
export const unknownIconMessage = "Choose one of Taskwell's icons: a task's icon cannot be an address elsewhere.";
