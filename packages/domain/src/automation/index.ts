export * from './autoresponders.ts';
export * from './constants.ts';
export * from './expression.ts';
export * from './hours.ts';
export * from './messages.ts';
export * from './nodes.ts';
