export { LoginScreen, type LoginScreenProps } from './LoginScreen.tsx';
export { NewPasswordFields, newPasswordFields } from './NewPasswordFields.tsx';
export { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
export { ResetRequestScreen } from './ResetRequestScreen.tsx';
