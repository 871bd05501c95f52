export * from './auth/roles.ts';
export * from './format/date.ts';
export * from './inbox/index.ts';
export * from './messages.ts';
export * from './navigation/sections.ts';
export * from './validation/auth.ts';
export * from './validation/issues.ts';
export * from './validation/user.ts';
