import * as v from 'valibot';
import { messageKeys } from '../messages.ts';

/** `#RRGGBB`, checked character by character. */
export function isHexColor(value: string): boolean {
  if (value.length !== 7 || value[0] !== '#') return false;
  for (const char of value.slice(1).toLowerCase()) if (!'0123456789abcdef'.includes(char)) return false;
  return true;
}

/** A colour as `#RRGGBB`, blanks around it dropped; `invalid` names what is wrong with anything else. */
export const hexColorSchema = (invalid: string) =>
  v.pipe(v.string(messageKeys.required), v.maxLength(16, invalid), v.trim(), v.check(isHexColor, invalid));
