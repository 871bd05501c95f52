export { AuditLog, type AuditLogProps } from './AuditLog.tsx';
