// The two parts of a locale's catalog that build/catalogParts.ts makes of `src/locales/<locale>/messages.ts`.
declare module '*/messages.ts?first' {
  export const messages: Record<string, unknown>;
}
declare module '*/messages.ts?rest' {
  export const messages: Record<string, unknown>;
}
