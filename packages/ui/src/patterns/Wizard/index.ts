export { Wizard, type WizardProps, type WizardStep } from './Wizard';
