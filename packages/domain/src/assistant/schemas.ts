import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { ASSISTANT_MESSAGE_MAX_LENGTH, assistantMessageKeys } from './constants.ts';

export { ASSISTANT_MESSAGE_MAX_LENGTH, assistantMessageKeys } from './constants.ts';

/*
 * What a request to the assistant may hold (the GPT chat and the composer's writing tools share one
 * endpoint), checked the same way by the web app before sending and by the server. Every string and
 * list is capped before anything else looks at it; no check can backtrack.
 */

/** A conversation sent to the assistant holds at most this many messages (the newest ones). */
export const ASSISTANT_HISTORY_MAX = 20;
/** Requests per user and minute (the chat and the writing tools together), across server instances. */
export const ASSISTANT_REQUESTS_PER_MINUTE = 20;

export const assistantRoles = ['user', 'assistant'] as const;
export type AssistantRole = (typeof assistantRoles)[number];

/** The writing tools of the inbox composer (brand flag writingTools). */
export const writingTools = ['rephrase', 'shorten', 'translate'] as const;
export type WritingTool = (typeof writingTools)[number];

export const assistantLanguages = ['de', 'en'] as const;
export type AssistantLanguage = (typeof assistantLanguages)[number];

const { required, notEmpty, general } = messageKeys;

export const assistantMessageSchema = v.object({
  role: v.picklist(assistantRoles, general),
  content: v.pipe(
    v.string(required),
    v.maxLength(ASSISTANT_MESSAGE_MAX_LENGTH, assistantMessageKeys.messageTooLong),
    v.check((text) => text.trim().length > 0, notEmpty),
  ),
});

export type AssistantMessage = v.InferOutput<typeof assistantMessageSchema>;

/**
 * `POST /api/assistant/chat`: the conversation so far, ending with the user's new message. With
 * `tool`, the one user message is the composer's text and the server asks for that rewrite
 * (`translate` into `language`).
 */
export const assistantChatInputSchema = v.pipe(
  v.object({
    messages: v.pipe(
      v.array(assistantMessageSchema, general),
      v.minLength(1, required),
      v.maxLength(ASSISTANT_HISTORY_MAX, assistantMessageKeys.historyTooLong),
    ),
    tool: v.optional(v.picklist(writingTools, general)),
    language: v.optional(v.picklist(assistantLanguages, general)),
  }),
  v.forward(
    v.check((input) => input.messages[input.messages.length - 1]?.role === 'user', general),
    ['messages'],
  ),
  v.forward(
    v.check((input) => !input.tool || input.messages.length === 1, general),
    ['messages'],
  ),
  v.forward(
    v.check((input) => input.tool !== 'translate' || input.language !== undefined, required),
    ['language'],
  ),
);

export type AssistantChatInput = v.InferOutput<typeof assistantChatInputSchema>;

/**
 * The newest messages that fit the history limit, starting with a user message (the assistant's
 * first answer alone makes no sense without its question).
 */
export function trimHistory<T extends { role: AssistantRole }>(messages: readonly T[]): T[] {
  let start = Math.max(0, messages.length - ASSISTANT_HISTORY_MAX);
  while (start < messages.length && messages[start]?.role !== 'user') start += 1;
  return messages.slice(start);
}

/** The instruction the server gives the model for a writing tool. */
export function writingToolInstruction(tool: WritingTool, language: AssistantLanguage | undefined): string {
  const keep = 'Answer with the rewritten text only, without quotes or comments.';
  switch (tool) {
    case 'rephrase':
      return `Rephrase the customer message the user wrote so it reads clear and friendly, in its own language. ${keep}`;
    case 'shorten':
      return `Shorten the message the user wrote, keeping its meaning and language. ${keep}`;
    case 'translate':
      return `Translate the message the user wrote into ${language === 'de' ? 'German' : 'English'}. ${keep}`;
  }
}
