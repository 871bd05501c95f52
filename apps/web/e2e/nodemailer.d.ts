// nodemailer 10 ships no type declarations: the members the email spec uses (a customer's mail client).
declare module 'nodemailer' {
  export type Mail = {
    from: string;
    to: string;
    subject: string;
    text: string;
    messageId?: string;
    inReplyTo?: string;
    references?: string[];
  };
  export type Transporter = {
    sendMail(mail: Mail): Promise<{ messageId: string }>;
    close(): void;
  };
  export function createTransport(options: {
    host: string;
    port: number;
    secure: boolean;
    ignoreTLS?: boolean;
  }): Transporter;
  const nodemailer: { createTransport: typeof createTransport };
  export default nodemailer;
}
