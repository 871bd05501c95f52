export { LoginScreen, type LoginScreenProps } from './LoginScreen.tsx';
export { NewPasswordFields } from './NewPasswordFields.tsx';
export { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
export { ResetRequestScreen } from './ResetRequestScreen.tsx';
