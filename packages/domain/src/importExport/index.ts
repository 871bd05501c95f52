export * from './contactImport.ts';
export * from './csv.ts';
