// smtp-server 3 ships no type declarations: the members the channel spec uses.
declare module 'smtp-server' {
  import type { Server } from 'node:net';
  export type SMTPServerOptions = {
    authOptional?: boolean;
    allowInsecureAuth?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onAuth?: (
      auth: { method: string; username?: string; password?: string },
      session: { id: string },
      callback: (error: Error | null | undefined, response?: { user: string }) => void,
    ) => void;
  };
  export class SMTPServer {
    constructor(options?: SMTPServerOptions);
    listen(port: number, host: string, callback?: () => void): Server;
    close(callback?: () => void): void;
  }
}
