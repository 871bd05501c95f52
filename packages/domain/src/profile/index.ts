export * from './absences.ts';
export * from './avatar.ts';
export * from './portfolio.ts';
