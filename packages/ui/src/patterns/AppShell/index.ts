export { AppShell, type AppShellProps, DEFAULT_MAIN_ID } from './AppShell';
