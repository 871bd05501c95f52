export { LoginScreen, type LoginScreenProps } from './LoginScreen.tsx';
export { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
export { ResetRequestScreen } from './ResetRequestScreen.tsx';
