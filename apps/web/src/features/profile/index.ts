export { ProfileInformation } from './ProfileInformation.tsx';
export { ProfileSettings } from './ProfileSettings.tsx';
