// nodemailer 10 and smtp-server 3 ship no type declarations (and STACK.md lists no @types for them):
// the few members this server and its tests use, typed here.

declare module 'nodemailer' {
  export type SmtpTransportOptions = {
    host: string;
    port: number;
    secure: boolean;
    auth?: { user: string; pass: string };
    connectionTimeout?: number;
    greetingTimeout?: number;
    socketTimeout?: number;
    dnsTimeout?: number;
    tls?: { rejectUnauthorized?: boolean; servername?: string };
    ignoreTLS?: boolean;
    requireTLS?: boolean;
    logger?: boolean;
    debug?: boolean;
  };
  export type Transporter = {
    verify(): Promise<true>;
    close(): void;
  };
  export function createTransport(options: SmtpTransportOptions): Transporter;
  const nodemailer: { createTransport: typeof createTransport };
  export default nodemailer;
}

declare module 'smtp-server' {
  import type { Server } from 'node:net';
  export type SMTPServerAuthentication = { method: string; username?: string; password?: string };
  export type SMTPServerSession = { id: string };
  export type SMTPServerOptions = {
    secure?: boolean;
    authOptional?: boolean;
    allowInsecureAuth?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onAuth?: (
      auth: SMTPServerAuthentication,
      session: SMTPServerSession,
      callback: (error: Error | null | undefined, response?: { user: string }) => void,
    ) => void;
  };
  export class SMTPServer {
    constructor(options?: SMTPServerOptions);
    server: Server;
    listen(port: number, host: string, callback?: () => void): Server;
    close(callback?: () => void): void;
    on(event: 'error', listener: (error: Error) => void): this;
  }
}
