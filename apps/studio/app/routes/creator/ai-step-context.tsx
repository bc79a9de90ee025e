import { createContext, useContext } from 'react';

/** A persona an AI step may name: one of the creator's, or one their organization shares. */
export interface PersonaChoice {
  id: string;
  name: string;
  /** The organization that shares it, when it is not the creator's own. */
  organization?: string | undefined;
}

/** What an AI step's editor offers besides the draft (issue 40): the creator's personas. */
export interface AiStepChoices {
  personas: readonly PersonaChoice[];
}

const AiStepChoicesContext = createContext<AiStepChoices>({ personas: [] });

/** Gives the AI step editors of a draft the creator's personas (the route loads them). */
export const AiStepChoicesProvider = AiStepChoicesContext.Provider;

/** The creator's personas, for an AI step's editor. */
export function useAiStepChoices(): AiStepChoices {
  return useContext(AiStepChoicesContext);
}
