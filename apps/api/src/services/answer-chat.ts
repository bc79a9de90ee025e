import type { Service, ServiceContext } from './service.ts';
import { textOf } from './service.ts';

// The chat an answer from the user's documents is written with (issue 43): one function the
// answer calls to get it, so that where the chat comes from (the operator's AI tiers today, the
// user's own AI service later) is decided in one place.

/** One exchange with a chat model: instructions and a prompt in, the model's text out. */
export type AnswerChat = (request: { system: string; prompt: string; signal: AbortSignal }) => Promise<string>;

/** Where an answer finds its chat for a run: none means the answer stays extractive. */
export type AnswerChatSource = (context: ServiceContext) => AnswerChat | undefined;

/** No chat: every answer is made of the documents' own sentences. */
export const noAnswerChat: AnswerChatSource = () => undefined;

/**
 * The operator's AI service (`ai.chat`, on its default tier) as an answer's chat: the prompt is
 * sent as it is, with the instructions as the system message.
 */
export function operatorAnswerChat(ai: Service): AnswerChatSource {
  return () =>
    async ({ system, prompt, signal }) => {
      const output = await ai.run(
        { prompt: { contentType: 'text/plain', bytes: Buffer.from(prompt, 'utf8') } },
        { signal, options: { system, prompt: '{{prompt}}' } },
      );
      return textOf(output);
    };
}
