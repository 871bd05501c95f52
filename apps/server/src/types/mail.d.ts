// nodemailer 10, smtp-server 3 and mailparser 3 ship no type declarations (and STACK.md lists no @types
// for them): the few members this server and its tests use, typed here.

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
  export type MailAttachment = { filename: string; content: Buffer; contentType?: string };
  export type MailOptions = {
    from: string | { name: string; address: string };
    to: string;
    subject: string;
    text: string;
    messageId?: string;
    inReplyTo?: string;
    references?: string[];
    attachments?: MailAttachment[];
    headers?: Record<string, string>;
  };
  export type SentMessageInfo = {
    messageId: string;
    accepted: string[];
    rejected: string[];
    response: string;
  };
  export type Transporter = {
    verify(): Promise<true>;
    sendMail(options: MailOptions): Promise<SentMessageInfo>;
    close(): void;
  };
  export function createTransport(options: SmtpTransportOptions): Transporter;
  const nodemailer: { createTransport: typeof createTransport };
  export default nodemailer;
}

declare module 'smtp-server' {
  import type { Server } from 'node:net';
  export type SMTPServerAuthentication = { method: string; username?: string; password?: string };
  export type SMTPServerAddress = { address: string };
  export type SMTPServerSession = {
    id: string;
    user?: string;
    remoteAddress?: string;
    envelope: { mailFrom: SMTPServerAddress | false; rcptTo: SMTPServerAddress[] };
  };
  export type SMTPServerDataStream = import('node:stream').Readable & { sizeExceeded?: boolean };
  export type SMTPServerOptions = {
    secure?: boolean;
    key?: string | Buffer;
    cert?: string | Buffer;
    size?: number;
    banner?: string;
    maxClients?: number;
    socketTimeout?: number;
    closeTimeout?: number;
    authOptional?: boolean;
    allowInsecureAuth?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onAuth?: (
      auth: SMTPServerAuthentication,
      session: SMTPServerSession,
      callback: (error: Error | null | undefined, response?: { user: string }) => void,
    ) => void;
    onRcptTo?: (
      address: SMTPServerAddress,
      session: SMTPServerSession,
      callback: (error?: Error | null) => void,
    ) => void;
    onData?: (
      stream: SMTPServerDataStream,
      session: SMTPServerSession,
      callback: (error?: Error | null, message?: string) => void,
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

declare module 'mailparser' {
  export type AddressObject = { value: { address?: string; name?: string }[]; text: string };
  export type Attachment = { filename?: string; contentType: string; content: Buffer; size: number };
  export type ParsedMail = {
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    messageId?: string;
    inReplyTo?: string;
    references?: string | string[];
    date?: Date;
    text?: string;
    html?: string | false;
    attachments: Attachment[];
  };
  export type ParserOptions = {
    skipHtmlToText?: boolean;
    skipTextToHtml?: boolean;
    skipImageLinks?: boolean;
    skipTextLinks?: boolean;
    maxHtmlLengthToParse?: number;
  };
  export function simpleParser(source: Buffer | string, options?: ParserOptions): Promise<ParsedMail>;
}
