import { createContext, useContext } from 'react';

/** A persona an AI step may name: one of the creator's, or one their organization shares. */
export interface PersonaChoice {
  id: string;
  name: string;
  /** The organization that shares it, when it is not the creator's own. */
  organization?: string | undefined;
}

/** A private AI service an AI step may run on: one the creator keeps (or an organization of theirs). */
export interface AiServiceChoice {
  id: string;
  name: string;
  /** The organization it belongs to, when it is not the creator's own. */
  organization?: string | undefined;
}

/** What an AI step's editor offers besides the draft (issue 40): the creator's personas and AI services. */
export interface AiStepChoices {
  personas: readonly PersonaChoice[];
  aiServices: readonly AiServiceChoice[];
}

const AiStepChoicesContext = createContext<AiStepChoices>({ personas: [], aiServices: [] });

/** Gives the AI step editors of a draft the creator's personas and AI services (the route loads them). */
export const AiStepChoicesProvider = AiStepChoicesContext.Provider;

/** The creator's personas and AI services, for an AI step's editor. */
export function useAiStepChoices(): AiStepChoices {
  return useContext(AiStepChoicesContext);
}
