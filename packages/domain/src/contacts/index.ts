export * from './contactForm.ts';
export * from './contacts.ts';
