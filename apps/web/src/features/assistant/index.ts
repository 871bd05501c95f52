export { GptScreen } from './GptScreen.tsx';
