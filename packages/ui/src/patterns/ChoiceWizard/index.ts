export * from './ChoiceWizard';
