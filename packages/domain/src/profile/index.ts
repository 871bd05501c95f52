export * from './absences.ts';
export * from './portfolio.ts';
